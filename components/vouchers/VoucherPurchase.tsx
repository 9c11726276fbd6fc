'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CardFields } from '@/components/payments/CardFields';
import { FiatAmountFields } from '@/components/payments/FiatAmountFields';
import { ChallengePanel } from '@/components/payments/ChallengePanel';
import { rangeHint } from '@/components/payments/range-hint';
import { OrderFacts } from '@/components/payments/OrderFacts';
import { useOrderForm } from '@/components/payments/useOrderForm';
import { useApi } from '@/components/providers/AppProviders';
import { useSnackbar } from '@/components/providers/snackbar';
import { FormAlert } from '@/components/ui/FormAlert';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import { formatFiat } from '@/lib/money';
import { FIAT_AMOUNT_PATTERN, readDecimalInput } from '@/lib/validation/decimal-input';
import type { VoucherPurchaseInput } from '@/lib/validation/checkout';
import type { Challenge } from '@/lib/views/payments';
import type { IssuedVoucher, VoucherPageView, VoucherPurchase as Purchase } from '@/lib/views/vouchers';

type Stage = { name: 'form' } | { name: 'challenge'; challenge: Challenge } | { name: 'issued'; voucher: IssuedVoucher };

/**
 * Gift voucher: value (a preset or any amount within the limits) and currency, the buyer's e-mail, the
 * card; then, if the card asks for it, the 3-D Secure step; then the code and password, shown this once.
 */
export function VoucherPurchase({ view }: { view: VoucherPageView }) {
  const t = useTranslations('vouchers.buy');
  const tPayments = useTranslations('payments');
  const locale = useLocale();
  const api = useApi();
  const snackbar = useSnackbar();
  const [stage, setStage] = useState<Stage>({ name: 'form' });
  const form = useForm<VoucherPurchaseInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/checkout').then((m) => m.voucherPurchaseSchema)),
    mode: 'onTouched',
    defaultValues: {
      value: String(view.presets.EUR[1] ?? view.presets.EUR[0] ?? ''),
      currency: 'EUR',
      email: '',
      cardNumber: '',
      cardExpiry: '',
      cardCvc: '',
    },
  });

  const [declined, setDeclined] = useState<string>();

  /** A paid voucher is shown, a challenge opened; a declined payment goes back to the form with the processor's reason. */
  function show(purchase: Purchase) {
    if (purchase.status === 'active') return setStage({ name: 'issued', voucher: purchase.voucher });
    if (purchase.status === 'challenge') return setStage({ name: 'challenge', challenge: purchase.challenge });
    const message = t('declined', { reason: tPayments(`reasons.${purchase.reason}`) });
    setStage({ name: 'form' });
    setDeclined(message);
    snackbar.error(message);
  }

  const { onSubmit, fieldMessage, formError } = useOrderForm(form, async (values) => {
    setDeclined(undefined);
    show(await api.call('voucherBuy', { body: values }));
  });

  if (stage.name === 'challenge') {
    return (
      <ChallengePanel challenge={stage.challenge} onSettled={(outcome) => outcome.purpose === 'gift_voucher' && show(outcome.voucher)} />
    );
  }
  if (stage.name === 'issued') return <IssuedVoucherCard voucher={stage.voucher} onAnother={() => setStage({ name: 'form' })} />;

  const [value, currency] = form.watch(['value', 'currency']);
  const presets = view.presets[currency as 'EUR' | 'CZK'] ?? [];
  const code = view.currencies.find((candidate) => candidate === currency) ?? view.currencies[0]!;
  const money = (amount: string | number) => formatFiat(String(amount), currency, locale);
  const payable = readDecimalInput(value, FIAT_AMOUNT_PATTERN);
  const { errors, isSubmitting } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-2xl flex-col gap-4" data-testid="voucher-form">
      <FormAlert message={formError ?? declined} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">{t('presets')}</legend>
        <div className="flex flex-wrap gap-2">
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={value === String(preset)}
              onClick={() => form.setValue('value', String(preset), { shouldValidate: true })}
              className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:border-brand-500 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white dark:border-slate-700"
            >
              {money(preset)}
            </button>
          ))}
        </div>
      </fieldset>
      <FiatAmountFields
        labels={{ amount: t('value'), currency: t('currency') }}
        amount={form.register('value')}
        currency={{ field: form.register('currency'), value: currency }}
        currencies={view.currencies}
        rangeHint={rangeHint(code, view.limits[code], locale, (range) => t('limits', range))}
        errors={{ amount: fieldMessage(errors.value?.message), currency: fieldMessage(errors.currency?.message) }}
      />
      <TextField
        label={t('email')}
        hint={t('emailHint')}
        type="email"
        autoComplete="email"
        maxLength={254}
        error={fieldMessage(errors.email?.message)}
        {...form.register('email')}
      />
      <CardFields register={form.register} errors={errors} message={fieldMessage} testCards={view.testCards} />
      <SubmitButton busy={isSubmitting} busyLabel={tPayments('paying')}>
        {payable ? tPayments('pay', { amount: money(payable) }) : tPayments('payNow')}
      </SubmitButton>
    </form>
  );
}

function IssuedVoucherCard({ voucher, onAnother }: { voucher: IssuedVoucher; onAnother: () => void }) {
  const t = useTranslations('vouchers.buy.issued');
  const locale = useLocale();
  return (
    <section
      aria-labelledby="voucher-issued"
      className="flex max-w-2xl flex-col gap-4 rounded-lg border-2 border-emerald-600 bg-white p-4 sm:p-6 dark:border-emerald-500 dark:bg-slate-900"
      data-testid="voucher-issued"
    >
      <h2 id="voucher-issued" className="text-2xl font-bold">
        {t('title')}
      </h2>
      <p role="status">{t('intro', { email: voucher.email })}</p>
      <OrderFacts
        facts={[
          { id: 'code', label: t('code'), value: voucher.code, copy: voucher.code },
          { id: 'password', label: t('password'), value: voucher.password, copy: voucher.password },
          { id: 'value', label: t('value'), value: formatFiat(voucher.value, voucher.currency, locale) },
          { id: 'reference', label: t('reference'), value: voucher.reference },
        ]}
      />
      <button
        type="button"
        onClick={onAnother}
        className="self-start rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        {t('buyAnother')}
      </button>
    </section>
  );
}
