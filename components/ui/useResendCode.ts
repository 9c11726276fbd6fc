'use client';

import { useForm } from 'react-hook-form';
import type { OneTimeCodeEntryProps } from './OneTimeCodeEntry';
import { useApiForm } from './useApiForm';

interface ResendLabels {
  label: string;
  /** The label while waiting, e.g. "You can ask for a new code in 42 seconds". */
  waitingLabel: string;
  /** The label while the request is on its way; the plain label when absent. */
  busyLabel?: string;
}

/**
 * "Send a new code" of a code step. The request goes through the same refusal handling as a form, so a 429
 * shows like any other refusal (`formError`); `button` is the `resend` of OneTimeCodeEntry.
 */
export function useResendCode(send: () => Promise<void>, secondsLeft: number, labels: ResendLabels) {
  const form = useForm();
  const { onSubmit, formError } = useApiForm(form, send);
  const busy = form.formState.isSubmitting;
  const button: OneTimeCodeEntryProps['resend'] = {
    secondsLeft,
    busy,
    onResend: () => void onSubmit(),
    label: busy && labels.busyLabel ? labels.busyLabel : labels.label,
    waitingLabel: labels.waitingLabel,
  };
  return { formError, button };
}
