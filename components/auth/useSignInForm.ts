'use client';

import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useApi, useLocalizedPath } from '@/components/providers/AppProviders';
import { useApiForm } from '@/components/ui/useApiForm';
import { rememberPendingSignIn, rememberSignedInUser } from '@/lib/browser/legacy-storage';
import { SIGN_IN_STEP_PATHS } from '@/lib/session/sign-in-steps';
import type { ApiClient } from '@/lib/api/client';
import type { CallAnswer } from '@/lib/api/calls';
import { routePath } from '@/lib/routes';

/**
 * Sign-in, sign-up and their steps (registration codes, authenticator): `send` makes the call with the form's
 * values, and on success the legacy keys are stored and the next page loaded afresh (the owed step while one is).
 * Refusals as useApiForm.
 */
export function useSignInForm<T extends FieldValues>(
  form: UseFormReturn<T>,
  send: (api: ApiClient, values: T) => Promise<CallAnswer<'login'>>,
  nextPath = routePath('dashboardNew'),
) {
  const api = useApi();
  const localized = useLocalizedPath();

  return useApiForm(form, async (values) => {
    const answer = await send(api, values);
    if ('temp_u_id' in answer) {
      rememberPendingSignIn(answer.temp_u_id);
      window.location.assign(localized(SIGN_IN_STEP_PATHS[answer.second_factor]));
    } else {
      rememberSignedInUser(answer.user);
      window.location.assign(localized(nextPath));
    }
  });
}
