import type { NextStep } from '@/lib/terms/next-step';
import { NextStepLink } from './NextStepLink';

/** A refusal as the API gave it (an ApiError is one): its words and, when a step lifts it, that step. */
export interface Refusal {
  message: string;
  nextStep?: NextStep;
}

/** The form's own copy of a refusal, with the link to its next step; the snackbar announces it, so this is no live region. */
export function FormAlert({ message }: { message?: string | Refusal }) {
  if (!message) return null;
  const refusal: Refusal = typeof message === 'string' ? { message } : message;
  return (
    <p data-testid="form-alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
      {refusal.message}
      <NextStepLink step={refusal.nextStep} />
    </p>
  );
}
