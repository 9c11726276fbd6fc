'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useApi } from '@/components/providers/AppProviders';
import { FormAlert } from '@/components/ui/FormAlert';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import { SelectField } from '@/components/ui/SelectField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { useApiForm } from '@/components/ui/useApiForm';
import { basisPointsOf, FIAT_SCALE, formatFiat, fromUnits, toUnits } from '@/lib/money';
import type { PayoutInput } from '@/lib/validation/bank';
import { FIAT_AMOUNT_PATTERN, readDecimalInput } from '@/lib/validation/decimal-input';
import type { OutgoingTransferView, PayoutReceipt } from '@/lib/views/bank';

const rowClass = 'flex flex-wrap justify-between gap-x-4 border-b border-slate-200 py-2 last:border-0 dark:border-slate-800';
const linkClass = 'text-brand-700 underline dark:text-brand-400';

/**
 * A payout to a saved beneficiary in its currency. The fee (the plan's rule, computed here as the server will) and
 * the total held are shown as the amount is typed; one idempotency key per filled-in form, so a double click or a
 * retry holds the money once.
 */
export function PayoutForm({ view }: { view: OutgoingTransferView }) {
  const t = useTranslations();
  const locale = useLocale();
  const api = useApi();
  const router = useRouter();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [receipt, setReceipt] = useState<PayoutReceipt & { name: string }>();
  const form = useForm<PayoutInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/bank').then((m) => m.payoutSchema)),
    defaultValues: { beneficiary: String(view.beneficiaries[0]?.id ?? ''), amount: '' },
  });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (values) => {
    const done = await api.call('payout', { body: values, idempotencyKey });
    const name = view.beneficiaries.find((beneficiary) => String(beneficiary.id) === String(values.beneficiary))?.name ?? '';
    setReceipt({ ...done, name });
    // The balances and the payout list are server-rendered: read them again.
    router.refresh();
  });
  const [chosen, typed] = useWatch({ control: form.control, name: ['beneficiary', 'amount'] });
  const { errors, isSubmitting } = form.formState;
  const newKey = () => setIdempotencyKey(crypto.randomUUID());

  if (view.beneficiaries.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('bank.payout.needBeneficiary')}</p>;
  }
  if (receipt) {
    return (
      <div className="flex flex-col gap-4" role="status">
        <p
          data-testid="payout-done"
          className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
        >
          {t('bank.payout.done', { amount: formatFiat(receipt.amount, receipt.currency, locale), name: receipt.name })}
        </p>
        <button
          type="button"
          className={`self-start ${linkClass}`}
          onClick={() => {
            form.reset({ beneficiary: form.getValues('beneficiary'), amount: '' });
            newKey();
            setReceipt(undefined);
          }}
        >
          {t('bank.payout.another')}
        </button>
      </div>
    );
  }

  const beneficiary = view.beneficiaries.find((candidate) => String(candidate.id) === String(chosen)) ?? view.beneficiaries[0]!;
  const currency = beneficiary.currency;
  const rule = view.fees[currency];
  const amount = readDecimalInput(typed ?? '', FIAT_AMOUNT_PATTERN);
  const units = amount ? toUnits(amount, FIAT_SCALE) : 0n;
  const fee = units > 0n ? basisPointsOf(units, rule.basisPoints, 'up') + toUnits(rule.fixed, FIAT_SCALE) : undefined;
  const money = (value: string) => formatFiat(value, currency, locale);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="payout-form">
      <FormAlert message={formError} />
      <SelectField
        label={t('bank.payout.beneficiary')}
        options={view.beneficiaries.map((option) => ({
          value: String(option.id),
          label: `${option.name} · ${option.currency} · ${option.iban}`,
        }))}
        error={fieldMessage(errors.beneficiary?.message)}
        {...form.register('beneficiary', { onChange: newKey })}
      />
      <TextField
        label={t('bank.payout.amount')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('bank.payout.available', { amount: money(view.available[currency]) })}
        error={fieldMessage(errors.amount?.message)}
        {...form.register('amount', { onChange: newKey })}
      />
      <dl data-testid="payout-figures">
        <div className={rowClass}>
          <dt>{t('bank.payout.fee')}</dt>
          <dd data-testid="payout-fee">
            {fee === undefined
              ? t('bank.payout.feeRule', { percent: fromUnits(BigInt(rule.basisPoints), 2), fixed: money(rule.fixed) })
              : money(fromUnits(fee, FIAT_SCALE))}
          </dd>
        </div>
        {fee !== undefined && (
          <div className={rowClass}>
            <dt className="font-semibold">{t('bank.payout.total')}</dt>
            <dd className="font-semibold" data-testid="payout-total">
              {money(fromUnits(units + fee, FIAT_SCALE))}
            </dd>
          </div>
        )}
      </dl>
      {view.limit && (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="payout-limit">
          {t(`limits.remaining.${view.limit.period}`, { remaining: formatFiat(view.limit.remaining, 'EUR', locale) })}
        </p>
      )}
      <SubmitButton busy={isSubmitting} busyLabel={t('bank.payout.submitting')}>
        {t('bank.payout.submit')}
      </SubmitButton>
    </form>
  );
}
