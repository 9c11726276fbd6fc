'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/providers/AppProviders';
import { useSnackbar } from '@/components/providers/snackbar';
import { FormAlert } from '@/components/ui/FormAlert';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import { ApiError } from '@/lib/api/client';
import { formatFiat } from '@/lib/money';
import type { ChallengeCodeInput } from '@/lib/validation/checkout';
import { useApiForm } from '@/components/ui/useApiForm';
import type { Challenge, ChallengeOutcome } from '@/lib/views/payments';

/** What the cardholder did; the payment it answers is added from the challenge. */
type ChallengeAction = { action: 'approve'; code: string } | { action: 'fail' } | { action: 'cancel' };

/**
 * The 3-D Secure step, played by the simulated card issuer on our own page: it shows the payment and the
 * code a real bank would send, and takes the customer's answer (confirm with the code, make the
 * authentication fail, or cancel). Without `onSettled` the page is refreshed to show the order's new status.
 */
export function ChallengePanel({ challenge, onSettled }: { challenge: Challenge; onSettled?: (outcome: ChallengeOutcome) => void }) {
  const t = useTranslations('payments.challenge');
  const tErrors = useTranslations('errors');
  const locale = useLocale();
  const api = useApi();
  const router = useRouter();
  const snackbar = useSnackbar();
  const titleId = useId();
  const [declining, setDeclining] = useState(false);
  const form = useForm<ChallengeCodeInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/checkout').then((m) => m.challengeCodeSchema)),
    defaultValues: { code: '' },
  });

  const settle = (outcome: ChallengeOutcome) => (onSettled ? onSettled(outcome) : router.refresh());
  const answer = (body: ChallengeAction) => api.call('paymentChallenge', { body: { payment: challenge.paymentReference, ...body } });

  const { onSubmit, fieldMessage, formError } = useApiForm(form, async ({ code }) => settle(await answer({ action: 'approve', code })));

  async function decline(action: 'fail' | 'cancel') {
    setDeclining(true);
    try {
      settle(await answer({ action }));
    } catch (error) {
      snackbar.error(error instanceof ApiError ? error.message : tErrors('unavailable'));
    } finally {
      setDeclining(false);
    }
  }

  const busy = form.formState.isSubmitting || declining;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg border-2 border-sky-600 bg-white p-4 sm:p-6 dark:border-sky-400 dark:bg-slate-900"
      data-testid="challenge"
    >
      <p className="text-xs font-semibold tracking-wide text-sky-800 uppercase dark:text-sky-300">{t('bank')}</p>
      <h2 id={titleId} className="mt-1 text-xl font-bold">
        {t('title')}
      </h2>
      <p className="mt-3">
        {t('intro', {
          amount: formatFiat(challenge.amount, challenge.currency, locale),
          merchant: challenge.merchant,
          last4: challenge.cardLast4,
        })}
      </p>
      <p className="mt-3 rounded-md bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800" data-testid="challenge-code">
        {t('codeShown', { code: challenge.code })}
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
        <FormAlert message={formError} />
        <TextField
          label={t('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={fieldMessage(form.formState.errors.code?.message)}
          {...form.register('code')}
        />
        <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('approving')}>
          {t('approve')}
        </SubmitButton>
      </form>
      <div className="mt-3 flex flex-wrap gap-3">
        {(['fail', 'cancel'] as const).map((action) => (
          <button
            key={action}
            type="button"
            disabled={busy}
            onClick={() => void decline(action)}
            className="rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold hover:bg-slate-100 disabled:opacity-70 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            {t(action)}
          </button>
        ))}
      </div>
      {declining && (
        <p role="status" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t('working')}
        </p>
      )}
    </section>
  );
}
