'use client';

import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useApi, useLocalizedPath } from '@/components/providers/AppProviders';
import { useApiForm } from '@/components/ui/useApiForm';
import { rememberPendingSignIn, rememberSignedInUser } from '@/lib/browser/legacy-storage';
import { SIGN_IN_STEP_PATHS } from '@/lib/session/sign-in-steps';
import type { SignedInAnswer } from './signed-in';

/**
 * Sign-in, sign-up and their steps (registration codes, authenticator): posts the form to `path`, and on
 * success stores the legacy keys and loads the next page afresh (the owed step while one is). Refusals as
 * useApiForm.
 */
export function useSignInForm<T extends FieldValues>(form: UseFormReturn<T>, path: string, nextPath = '/Dashboard_new') {
  const api = useApi();
  const localized = useLocalizedPath();

  return useApiForm(form, async (values) => {
    const answer = await api.post<SignedInAnswer>(path, values);
    if ('temp_u_id' in answer) {
      rememberPendingSignIn(answer.temp_u_id);
      window.location.assign(localized(SIGN_IN_STEP_PATHS[answer.second_factor]));
    } else {
      rememberSignedInUser(answer.user);
      window.location.assign(localized(nextPath));
    }
  });
}
