'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useLogout } from '@/components/frame/useLogout';
import { useSnackbar } from '@/components/providers/snackbar';
import { ApiError } from '@/lib/api/client';
import { fieldMessageText, type FieldTranslator } from '@/lib/i18n/field-message';
import type { Refusal } from './FormAlert';

/**
 * A form that sends to the API: runs `submit` with the valid values and handles its refusal. A refusal is
 * spread over the fields it names, or shown in the snackbar and a form-level alert (with the link to the step that
 * lifts it) when it names none.
 * "Access Token Not Match!" signs out (spec section 8): the session the form relied on is gone. Schema
 * messages are message keys of any namespace, translated by `fieldMessage`.
 */
export function useApiForm<T extends FieldValues>(form: UseFormReturn<T>, submit: (values: T) => Promise<void>) {
  const t = useTranslations();
  const snackbar = useSnackbar();
  const logout = useLogout();
  const [formError, setFormError] = useState<Refusal>();

  const fieldMessage = useCallback((message: string | undefined) => fieldMessageText(message, t as unknown as FieldTranslator), [t]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await submit(values);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(t('errors.unavailable'), 0);
      if (apiError.tokenMismatch) return logout(t('errors.sessionEnded'));
      const fields = Object.entries(apiError.fieldErrors);
      for (const [field, message] of fields) form.setError(field as Path<T>, { type: 'server', message });
      if (fields.length === 0) {
        setFormError(apiError);
        snackbar.error(apiError.message);
      }
    }
  });

  return { onSubmit, fieldMessage, formError };
}
