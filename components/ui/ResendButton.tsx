'use client';

import { useForm } from 'react-hook-form';
import { useApiForm } from './useApiForm';

/** Sending a code again through the same form handling as any form, so a refusal (429) shows like any other. */
export function useResend(send: () => Promise<void>) {
  const form = useForm();
  const { onSubmit, formError } = useApiForm(form, send);
  return { formError, busy: form.formState.isSubmitting, run: () => void onSubmit() };
}

/** "Send a new code", shown as a link and disabled while the cool-down of the last send runs. */
export function ResendButton({ secondsLeft, resend, label, waitingLabel }: { secondsLeft: number; resend: ReturnType<typeof useResend>; label: string; waitingLabel: string }) {
  return (
    <button
      type="button"
      onClick={resend.run}
      disabled={secondsLeft > 0 || resend.busy}
      className="text-sm text-brand-700 underline disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline dark:text-brand-400"
    >
      {secondsLeft > 0 ? waitingLabel : label}
    </button>
  );
}
