'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { CardFields } from '@/components/payments/CardFields';
import { FiatAmountFields } from '@/components/payments/FiatAmountFields';
import { ChallengePanel } from '@/components/payments/ChallengePanel';
import { rangeHint } from '@/components/payments/range-hint';
import { OrderFacts } from '@/components/payments/OrderFacts';
import { useApiForm } from '@/components/ui/useApiForm';
import { useApi } from '@/components/providers/AppProviders';
import { useSnackbar } from '@/components/providers/snackbar';
import { presetTexts, type PresetText } from './preset-texts';
import { FormAlert } from '@/components/ui/FormAlert';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { hostedForm, type HostedFormProps } from '@/components/ui/hostedForm';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import { formatFiat, type FiatCurrency } from '@/lib/money';
import { FIAT_AMOUNT_PATTERN, readDecimalInput } from '@/lib/validation/decimal-input';
import type { VoucherPurchaseInput } from '@/lib/validation/checkout';
import type { Challenge } from '@/lib/views/payments';
import type { IssuedVoucher, VoucherPageView, VoucherPurchase as Purchase } from '@/lib/views/vouchers';

/**
 * The currency and value the form starts with, and its lines that name amounts in that currency (the preset buttons,
 * the pay button for each, the range hint), worded by the server: the first ICU message with arguments or money format
 * in a browser loads Intl's number data, a long task that hydrating the form then does not pay. The browser words
 * these lines only for another currency or a typed value.
 */
export interface VoucherStart {
  currency: FiatCurrency;
  /** A preset, or empty when the currency has none. */
  value: string;
  presets: PresetText[];
  rangeHint: string;
}

type Stage = { name: 'form' } | { name: 'challenge'; challenge: Challenge } | { name: 'issued'; voucher: IssuedVoucher };

type VoucherPurchaseProps = { view: VoucherPageView; start: VoucherStart };

/**
 * Gift voucher: value (a preset or any amount within the limits) and currency, the buyer's e-mail, the
 * card; then, if the card asks for it, the 3-D Secure step; then the code and password, shown this once.
 */
export const VoucherPurchase = hostedForm<VoucherPurchaseProps, VoucherPurchaseInput>(
  ({ start }) => ({
    resolver: lazyZodResolver(() => import('@/lib/validation/checkout').then((m) => m.voucherPurchaseSchema)),
    mode: 'onTouched',
    defaultValues: {
      value: start.value,
      currency: start.currency,
      email: '',
      cardNumber: '',
      cardExpiry: '',
      cardCvc: '',
    },
  }),
  VoucherPurchaseBody,
);

function VoucherPurchaseBody({ view, start, form }: HostedFormProps<VoucherPurchaseProps, VoucherPurchaseInput>) {
  const t = useTranslations('vouchers.buy');
  const tPayments = useTranslations('payments');
  const locale = useLocale();
  const api = useApi();
  const snackbar = useSnackbar();
  const [stage, setStage] = useState<Stage>({ name: 'form' });
  const [value, currency] = useWatch({ control: form.control, name: ['value', 'currency'] });
  const { errors, isSubmitting } = useFormState({ control: form.control });
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

  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (values) => {
    setDeclined(undefined);
    show(await api.call('voucherBuy', { body: values }));
  });

  if (stage.name === 'challenge') {
    return (
      <ChallengePanel challenge={stage.challenge} onSettled={(outcome) => outcome.purpose === 'gift_voucher' && show(outcome.voucher)} />
    );
  }
  if (stage.name === 'issued') return <IssuedVoucherCard voucher={stage.voucher} onAnother={() => setStage({ name: 'form' })} />;

  const code = view.currencies.find((candidate) => candidate === currency) ?? view.currencies[0]!;
  const starting = code === start.currency;
  const pay = (amount: string) => tPayments('pay', { amount });
  const presets = starting ? start.presets : presetTexts(code, view.presets[code], locale, pay);
  const payable = readDecimalInput(value, FIAT_AMOUNT_PATTERN);
  const chosen = presets.find((preset) => String(preset.value) === value);

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-2xl flex-col gap-4" data-testid="voucher-form">
      <FormAlert message={formError ?? declined} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">{t('presets')}</legend>
        <div className="flex flex-wrap gap-2">
          {presets.map((preset) => (
            <button
              key={preset.value}
              type="button"
              aria-pressed={preset === chosen}
              onClick={() => form.setValue('value', String(preset.value), { shouldValidate: true })}
              className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:border-brand-500 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white dark:border-slate-700"
            >
              {preset.label}
            </button>
          ))}
        </div>
      </fieldset>
      <FiatAmountFields
        labels={{ amount: t('value'), currency: t('currency') }}
        amount={form.register('value')}
        currency={{ field: form.register('currency'), value: currency }}
        currencies={view.currencies}
        rangeHint={starting ? start.rangeHint : rangeHint(code, view.limits[code], locale, (range) => t('limits', range))}
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
        {payable ? (chosen?.pay ?? pay(formatFiat(payable, code, locale))) : tPayments('payNow')}
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
