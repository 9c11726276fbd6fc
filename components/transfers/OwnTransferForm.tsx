'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLogout } from '@/components/frame/useLogout';
import { useApi } from '@/components/providers/AppProviders';
import { useSnackbar } from '@/components/providers/snackbar';
import { FormAlert, type Refusal } from '@/components/ui/FormAlert';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import { LocalLink } from '@/components/ui/LocalLink';
import { SelectField } from '@/components/ui/SelectField';
import { primaryActionClass } from '@/components/ui/styles';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { useApiForm } from '@/components/ui/useApiForm';
import { useCountdown } from '@/components/ui/useCountdown';
import { ApiError } from '@/lib/api/client';
import { formatAsset } from '@/lib/money';
import type { OwnTransferQuoteInput } from '@/lib/validation/transfers';
import type { OwnAccountChoice, OwnTransferFormView, OwnTransferQuote, OwnTransferReceipt } from '@/lib/views/transfers';
import { routePath } from '@/lib/routes';
import { Figure, QuotePanel } from '@/components/ui/QuotePanel';
import { accountName } from '@/lib/terms/accounts';

const linkClass = 'text-brand-700 underline dark:text-brand-400';

/**
 * Moving money between the customer's own accounts in two steps: a quote (amounts, fee and rate, good for a short
 * while), then the confirmation that spends it. A confirmation has one idempotency key per quote, so a double click
 * moves the money once; changing a field drops the quote. A quote the server will not fill (409: the price has moved,
 * the quote expired or was used) cannot be confirmed again: its refusal shows and the button asks for a new quote.
 */
export function OwnTransferForm({ view }: { view: OwnTransferFormView }) {
  const t = useTranslations();
  const locale = useLocale();
  const api = useApi();
  const logout = useLogout();
  const snackbar = useSnackbar();
  const [quote, setQuote] = useState<OwnTransferQuote & { key: string }>();
  const [receipt, setReceipt] = useState<OwnTransferReceipt>();
  /** Why the last confirmation failed; `requote` when this quote is done for (409) and only a new one can go on. */
  const [confirmError, setConfirmError] = useState<Refusal & { requote: boolean }>();
  const [confirming, setConfirming] = useState(false);
  const [secondsLeft, startCountdown] = useCountdown();
  const fiat = view.accounts.find((account) => account.kind === 'available');
  const form = useForm<OwnTransferQuoteInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/transfers').then((m) => m.ownTransferQuoteSchema)),
    defaultValues: { from: fiat?.key ?? '', to: view.accounts.find((a) => a.key !== fiat?.key)?.key ?? '', amount: '' },
  });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (values) => {
    const quoted = await api.call('ownTransferQuote', { body: values });
    setConfirmError(undefined);
    setQuote({ ...quoted, key: crypto.randomUUID() });
    startCountdown(Math.max(0, Math.round((Date.parse(quoted.expiresAt) - Date.now()) / 1000)));
  });
  const { errors, isSubmitting } = form.formState;
  const accountLabel = (account: OwnAccountChoice) =>
    `${accountName((key, values) => t(`accounts.${key}`, values), account)} · ${formatAsset(account.balance, account.asset, locale)}`;
  const options = view.accounts.map((account) => ({ value: account.key, label: accountLabel(account) }));
  const money = (side: { amount: string; asset: string }) => formatAsset(side.amount, side.asset, locale);

  async function confirm() {
    if (!quote) return;
    setConfirming(true);
    setConfirmError(undefined);
    try {
      setReceipt(await api.call('ownTransfer', { body: { quote: quote.quote }, idempotencyKey: quote.key }));
    } catch (failure) {
      if (failure instanceof ApiError && failure.tokenMismatch) return logout(t('errors.sessionEnded'));
      const refusal =
        failure instanceof ApiError
          ? { message: failure.message, nextStep: failure.nextStep, requote: failure.status === 409 }
          : { message: t('errors.unavailable'), requote: false };
      setConfirmError(refusal);
      // The form's alert is no live region: the snackbar says it, as for every other refusal (useApiForm).
      snackbar.error(refusal.message);
    } finally {
      setConfirming(false);
    }
  }

  if (receipt) {
    return (
      <div className="flex max-w-md flex-col gap-4" role="status" data-testid="own-transfer-done">
        <p className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
          {t('ownTransfers.done', { sent: money(receipt.from), received: money(receipt.to) })}
        </p>
        <p className="text-sm">
          {t('ownTransfers.balanceAfter', { balance: money({ amount: receipt.balances.to, asset: receipt.to.asset }) })}
        </p>
        <div className="flex gap-4">
          <LocalLink href={routePath('account')} className={linkClass}>
            {t('transfers.success.accounts')}
          </LocalLink>
          <button
            type="button"
            className={linkClass}
            onClick={() => {
              // The balances on this page are from before the transfer: reload them.
              window.location.reload();
            }}
          >
            {t('ownTransfers.another')}
          </button>
        </div>
      </div>
    );
  }

  const expired = quote !== undefined && secondsLeft === 0;
  return (
    <div className="flex max-w-xl flex-col gap-6">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="own-transfer-form">
        <FormAlert message={formError} />
        <SelectField
          label={t('ownTransfers.from')}
          options={options}
          error={fieldMessage(errors.from?.message)}
          {...form.register('from', { onChange: () => setQuote(undefined) })}
        />
        <SelectField
          label={t('ownTransfers.to')}
          options={options}
          error={fieldMessage(errors.to?.message)}
          {...form.register('to', { onChange: () => setQuote(undefined) })}
        />
        <TextField
          label={t('ownTransfers.amount')}
          inputMode="decimal"
          autoComplete="off"
          error={fieldMessage(errors.amount?.message)}
          {...form.register('amount', { onChange: () => setQuote(undefined) })}
        />
        {!quote && (
          <SubmitButton busy={isSubmitting} busyLabel={t('ownTransfers.quoting')}>
            {t('ownTransfers.getQuote')}
          </SubmitButton>
        )}
      </form>
      {quote && (
        <QuotePanel titleId="own-quote-title" title={t('ownTransfers.quote.title')}>
          <dl data-testid="own-transfer-quote">
            <Figure label={t('ownTransfers.quote.send')} testId="quote-send">
              {money(quote.from)}
            </Figure>
            <Figure label={t('ownTransfers.quote.fee')} testId="quote-fee">
              {money({ amount: quote.fee, asset: quote.from.asset })}
            </Figure>
            {quote.from.asset !== quote.to.asset && (
              <Figure label={t('ownTransfers.quote.rate')}>
                {t('ownTransfers.quote.rateValue', { from: quote.from.asset, rate: quote.rate, to: quote.to.asset })}
              </Figure>
            )}
            <Figure label={t('ownTransfers.quote.receive')} testId="quote-receive" strong>
              {money(quote.to)}
            </Figure>
          </dl>
          <FormAlert message={confirmError} />
          {expired || confirmError?.requote ? (
            <>
              {expired && <p className="text-sm text-amber-800 dark:text-amber-300">{t('ownTransfers.quote.expired')}</p>}
              <button
                type="button"
                onClick={() => onSubmit()}
                className="rounded-md border border-brand-700 px-4 py-2.5 font-semibold text-brand-700 dark:border-brand-400 dark:text-brand-400"
              >
                {t('ownTransfers.quote.refresh')}
              </button>
            </>
          ) : (
            <>
              <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="off">
                {t('ownTransfers.quote.validFor', { seconds: secondsLeft })}
              </p>
              <button
                type="button"
                onClick={confirm}
                disabled={confirming}
                aria-busy={confirming}
                data-testid="confirm-own-transfer"
                className={primaryActionClass}
              >
                {confirming ? t('ownTransfers.quote.confirming') : t('ownTransfers.quote.confirm')}
              </button>
            </>
          )}
        </QuotePanel>
      )}
    </div>
  );
}
