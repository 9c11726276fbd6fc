'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useApi, useLocalizedPath } from '@/components/providers/AppProviders';
import { useSnackbar } from '@/components/providers/snackbar';
import { ApiError } from '@/lib/api/client';
import { rememberPendingSignIn, rememberSignedInUser } from '@/lib/browser/legacy-storage';
import type { SignedInAnswer } from './signed-in';

/**
 * Sign-in and sign-up forms: posts the form to `path`, and on success stores the legacy keys and loads
 * the next page afresh (the second-factor step while one is owed). A refusal is spread over the fields
 * it names, or shown in the snackbar and a form-level alert when it names none. Schema messages are
 * message keys, translated here.
 */
export function useSignInForm<T extends FieldValues>(form: UseFormReturn<T>, path: string, nextPath = '/Dashboard_new') {
  const t = useTranslations();
  const api = useApi();
  const localized = useLocalizedPath();
  const snackbar = useSnackbar();
  const [formError, setFormError] = useState<string>();

  const fieldMessage = useCallback(
    (message: string | undefined) => (message?.startsWith('validation.') ? t(message as 'validation.required') : message),
    [t],
  );

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await api.post<SignedInAnswer>(path, values);
      if ('temp_u_id' in answer) {
        rememberPendingSignIn(answer.temp_u_id);
        window.location.assign(localized('/verify2faotp'));
      } else {
        rememberSignedInUser(answer.user);
        window.location.assign(localized(nextPath));
      }
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(t('errors.unavailable'), 0);
      const fields = Object.entries(apiError.fieldErrors);
      for (const [field, message] of fields) form.setError(field as Path<T>, { type: 'server', message });
      if (fields.length === 0) {
        setFormError(apiError.message);
        snackbar.error(apiError.message);
      }
    }
  });

  return { onSubmit, fieldMessage, formError };
}
