import type { ComponentProps } from 'react';
import { OneTimeCodeField } from './OneTimeCodeField';
import { SubmitButton } from './SubmitButton';

export interface OneTimeCodeEntryProps {
  /** The code field: label, hint, error and the form's register() spread. */
  field: ComponentProps<typeof OneTimeCodeField>;
  submit: { busy: boolean; label: string; busyLabel: string };
  resend: {
    /** Seconds of the cool-down still to wait; the button is disabled (and says so) until they are 0. */
    secondsLeft: number;
    busy: boolean;
    onResend: () => void;
    label: string;
    /** The label while waiting, e.g. "You can ask for a new code in 42 seconds". */
    waitingLabel: string;
  };
}

/**
 * The code sent by SMS or e-mail, its submit button, and "send a new code", which stays disabled while the
 * server would refuse it, so the countdown is what the customer sees.
 */
export function OneTimeCodeEntry({ field, submit, resend }: OneTimeCodeEntryProps) {
  return (
    <>
      <OneTimeCodeField autoFocus {...field} />
      <SubmitButton busy={submit.busy} busyLabel={submit.busyLabel}>
        {submit.label}
      </SubmitButton>
      <button
        type="button"
        onClick={resend.onResend}
        disabled={resend.secondsLeft > 0 || resend.busy}
        aria-busy={resend.busy}
        data-testid="resend-code"
        className="text-sm text-brand-700 underline disabled:cursor-not-allowed disabled:text-slate-600 disabled:no-underline dark:text-brand-400 dark:disabled:text-slate-400"
      >
        {resend.secondsLeft > 0 ? resend.waitingLabel : resend.label}
      </button>
    </>
  );
}
