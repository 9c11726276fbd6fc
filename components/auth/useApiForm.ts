'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useSnackbar } from '@/components/providers/snackbar';
import { ApiError } from '@/lib/api/client';

/**
 * Shared by the auth forms: translates the schema's message keys, and spreads an API refusal over the
 * fields it names (or the snackbar and a form-level alert when it names none).
 */
export function useApiForm<T extends FieldValues>(setError: UseFormSetError<T>) {
  const t = useTranslations();
  const snackbar = useSnackbar();
  const [formError, setFormError] = useState<string>();

  const fieldMessage = useCallback(
    (message: string | undefined) => (message?.startsWith('validation.') ? t(message as 'validation.required') : message),
    [t],
  );

  const showFailure = useCallback(
    (error: unknown) => {
      const apiError = error instanceof ApiError ? error : new ApiError(t('errors.unavailable'), 0);
      const fields = Object.entries(apiError.fieldErrors);
      for (const [field, message] of fields) setError(field as Path<T>, { type: 'server', message });
      if (fields.length === 0) {
        setFormError(apiError.message);
        snackbar.error(apiError.message);
      }
    },
    [setError, snackbar, t],
  );

  return { fieldMessage, formError, setFormError, showFailure };
}
