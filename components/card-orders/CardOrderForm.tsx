'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { CardFields } from '@/components/payments/CardFields';
import { FiatAmountFields } from '@/components/payments/FiatAmountFields';
import { coinOptions, QuotedOrderForm } from '@/components/payments/QuotedOrderForm';
import { rangeHint } from '@/components/payments/range-hint';
import { useApi } from '@/components/providers/AppProviders';
import { SelectField } from '@/components/ui/SelectField';
import { hostedForm, type HostedFormProps } from '@/components/ui/hostedForm';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import { type FiatCurrency, formatAsset, formatFiat, formatNumber } from '@/lib/money';
import { FIAT_AMOUNT_PATTERN, readDecimalInput } from '@/lib/validation/decimal-input';
import type { CardOrderFormInput } from '@/lib/validation/checkout';
import type { CardOrderFormView } from '@/lib/views/card-orders';

/**
 * The coin and currency the form starts with, and its lines that name them, worded by the server: the first ICU
 * message with arguments or money format in a browser loads Intl's number data, a long task that hydrating the form
 * then does not pay. The browser words these lines only for another choice.
 */
export interface CardOrderStart {
  coin: string;
  currency: FiatCurrency;
  walletLabel: string;
  walletHint: string;
  rangeHint: string;
}

type CardOrderFormProps = { view: CardOrderFormView; start: CardOrderStart; statusPath: string };

/**
 * Buy by card: amount, currency and coin are quoted live (fee off the amount, the rest at the current
 * price); the wallet address is checked for the chosen coin as it is typed; paying places the order from
 * the quote and opens its status page (`statusPath`, from the server, which keeps the route table out of the page's
 * script), with the 3-D Secure step when the card asks for it.
 */
export const CardOrderForm = hostedForm<CardOrderFormProps, CardOrderFormInput>(
  ({ start }) => ({
    resolver: lazyZodResolver(() => import('@/lib/validation/checkout').then((m) => m.cardOrderFormSchema)),
    mode: 'onTouched',
    defaultValues: {
      amount: '',
      currency: start.currency,
      coin: start.coin,
      walletAddress: '',
      email: '',
      cardNumber: '',
      cardExpiry: '',
      cardCvc: '',
    },
  }),
  CardOrderFormBody,
);

function CardOrderFormBody({ view, start, statusPath, form }: HostedFormProps<CardOrderFormProps, CardOrderFormInput>) {
  const t = useTranslations('cardOrders');
  const tPayments = useTranslations('payments');
  const locale = useLocale();
  const api = useApi();
  const [amount, currency, coin] = useWatch({ control: form.control, name: ['amount', 'currency', 'coin'] });
  // Currency and coin come from the server's own lists; the quote call checks them again with the schema.
  const quotable = readDecimalInput(amount, FIAT_AMOUNT_PATTERN) !== undefined;
  const selected = view.coins.find((option) => option.symbol === coin);
  const fiat = view.currencies.find((option) => option === currency) ?? view.currencies[0]!;

  return (
    <QuotedOrderForm
      form={form}
      testId="card-order-form"
      quoteInput={quotable ? { amount, currency, coin } : null}
      askQuote={(body) => api.call('cardQuote', { body })}
      placeOrder={(values, quote) => api.call('cardOrder', { body: { ...values, quote } })}
      next={(reference) => `${statusPath}?order=${encodeURIComponent(reference)}`}
      fields={({ errors, fieldMessage }) => (
        <>
          <FiatAmountFields
            labels={{ amount: t('amount'), currency: t('currency') }}
            amount={form.register('amount')}
            currency={{ field: form.register('currency'), value: currency }}
            currencies={view.currencies}
            rangeHint={
              fiat === start.currency ? start.rangeHint : rangeHint(fiat, view.limits[fiat], locale, (range) => t('limits', range))
            }
            errors={{ amount: fieldMessage(errors.amount?.message), currency: fieldMessage(errors.currency?.message) }}
          />
          <SelectField
            label={t('coin')}
            options={coinOptions(view.coins)}
            error={fieldMessage(errors.coin?.message)}
            {...form.register('coin')}
          />
        </>
      )}
      address={{
        name: 'walletAddress',
        label: coin === start.coin ? start.walletLabel : t('walletAddress', { coin }),
        hint: coin === start.coin ? start.walletHint : selected && t('walletHint', { coin, network: selected.network }),
      }}
      email={{ label: t('email'), hint: t('emailHint') }}
      after={({ errors, fieldMessage }) => (
        <CardFields register={form.register} errors={errors} message={fieldMessage} testCards={view.testCards} />
      )}
      submit={{
        label: (quote) => (quote ? tPayments('pay', { amount: formatFiat(quote.amount, quote.currency, locale) }) : tPayments('payNow')),
        busyLabel: tPayments('paying'),
      }}
      rows={(quote) => [
        { label: t('price'), value: t('priceValue', { coin: quote.coin, price: formatFiat(quote.price, quote.currency, locale) }) },
        {
          label: tPayments('quote.fee', { percent: formatNumber(quote.feePercent, locale) }),
          value: formatFiat(quote.fee, quote.currency, locale),
        },
        { label: tPayments('quote.receive'), value: formatAsset(quote.cryptoAmount, quote.coin, locale), main: true },
      ]}
    />
  );
}
