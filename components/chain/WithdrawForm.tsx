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
import { basisPointsOf, formatAsset, fromUnits, scaleOf, toUnits } from '@/lib/money';
import type { WithdrawalInput } from '@/lib/validation/chain';
import { CRYPTO_AMOUNT_PATTERN, readDecimalInput } from '@/lib/validation/decimal-input';
import type { CryptoWithdrawView, WithdrawalReceipt } from '@/lib/views/chain';

const rowClass = 'flex flex-wrap justify-between gap-x-4 border-b border-slate-200 py-2 last:border-0 dark:border-slate-800';
const linkClass = 'self-start text-brand-700 underline dark:text-brand-400';

/**
 * A withdrawal of the coin shown to one of its saved addresses whose 24 hours are over. The fee (the plan's rule,
 * computed here as the server will) and the total held appear as the amount is typed; one idempotency key per
 * filled-in form, so a double click or a retry holds the coins once.
 */
export function WithdrawForm({ view }: { view: CryptoWithdrawView }) {
  const t = useTranslations('chain.withdraw');
  const locale = useLocale();
  const api = useApi();
  const router = useRouter();
  const usable = view.addresses.filter((address) => address.usable);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [receipt, setReceipt] = useState<WithdrawalReceipt>();
  const form = useForm<WithdrawalInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/chain').then((m) => m.withdrawalSchema)),
    defaultValues: { address: String(usable[0]?.id ?? ''), amount: '' },
  });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (values) => {
    setReceipt(await api.call('chainWithdrawal', { body: values, idempotencyKey }));
    // The balance and the history are server-rendered: read them again.
    router.refresh();
  });
  const typed = useWatch({ control: form.control, name: 'amount' });
  const { errors, isSubmitting } = form.formState;
  const newKey = () => setIdempotencyKey(crypto.randomUUID());
  const coin = (value: string) => formatAsset(value, view.asset, locale);

  if (usable.length === 0)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="withdraw-need-address">
        {t(view.addresses.length === 0 ? 'needAddress' : 'addressWaiting')}
      </p>
    );
  if (receipt)
    return (
      <div className="flex flex-col gap-4" role="status">
        <p
          data-testid="withdraw-done"
          className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
        >
          {t('done', { amount: coin(receipt.amount), total: coin(receipt.total) })}
        </p>
        <button
          type="button"
          className={linkClass}
          onClick={() => {
            form.reset({ address: form.getValues('address'), amount: '' });
            newKey();
            setReceipt(undefined);
          }}
        >
          {t('another')}
        </button>
      </div>
    );

  const scale = scaleOf(view.asset);
  const amount = readDecimalInput(typed ?? '', CRYPTO_AMOUNT_PATTERN);
  let units = 0n;
  try {
    units = amount ? toUnits(amount, scale) : 0n;
  } catch {
    // More decimals than the coin has: the schema's message and the server's refusal say so.
  }
  const fee = units > 0n ? basisPointsOf(units, view.fee.basisPoints, 'up') + toUnits(view.fee.fixed, scale) : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="withdraw-form">
      <FormAlert message={formError} />
      <SelectField
        label={t('to')}
        options={usable.map((option) => ({ value: String(option.id), label: `${option.label} · ${option.address}` }))}
        error={fieldMessage(errors.address?.message)}
        {...form.register('address', { onChange: newKey })}
      />
      <TextField
        label={t('amount')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('availableHint', { amount: coin(view.available) })}
        error={fieldMessage(errors.amount?.message)}
        {...form.register('amount', { onChange: newKey })}
      />
      {fee !== undefined && (
        <dl data-testid="withdraw-figures">
          <div className={rowClass}>
            <dt>{t('fee')}</dt>
            <dd data-testid="withdraw-fee">{coin(fromUnits(fee, scale))}</dd>
          </div>
          <div className={rowClass}>
            <dt className="font-semibold">{t('total')}</dt>
            <dd className="font-semibold" data-testid="withdraw-total">
              {coin(fromUnits(units + fee, scale))}
            </dd>
          </div>
        </dl>
      )}
      <SubmitButton busy={isSubmitting} busyLabel={t('submitting')}>
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
