'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { coinOptions, QuotedOrderForm } from '@/components/payments/QuotedOrderForm';
import { useApi } from '@/components/providers/AppProviders';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { hostedForm, type HostedFormProps } from '@/components/ui/hostedForm';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import { formatAsset, formatNumber, formatRate } from '@/lib/money';
import { CRYPTO_AMOUNT_PATTERN, readDecimalInput } from '@/lib/validation/decimal-input';
import type { SwapFormInput } from '@/lib/validation/checkout';
import type { SwapPageView } from '@/lib/views/swap';

/**
 * The form's lines that name a coin or an amount, worded by the server for the pair it starts with: the first ICU
 * message with arguments or money format in a browser loads Intl's number data, a long task that hydrating the form
 * then does not pay. The browser words the coin lines only for another choice.
 */
export interface SwapTexts {
  amountHint: string;
  destinationLabel: string;
  /** None when the coin has no network to name. */
  destinationHint?: string;
  limitNote: string;
}

type SwapFormProps = { view: SwapPageView; texts: SwapTexts; successPath: string };

/**
 * The swap form: the pair and amount are quoted live (the quote holds for a minute and is re-asked on any
 * change), the destination address is checked for the coin received as it is typed, and the order is made
 * from the quote's token so it gets exactly the numbers shown. `successPath` comes from the server, which keeps the
 * route table out of the page's script.
 */
export const SwapForm = hostedForm<SwapFormProps, SwapFormInput>(
  ({ view }) => ({
    resolver: lazyZodResolver(() => import('@/lib/validation/checkout').then((m) => m.swapFormSchema)),
    mode: 'onTouched',
    defaultValues: { ...view.initial, destinationAddress: '', email: '' },
  }),
  SwapFormBody,
);

function SwapFormBody({ view, texts, successPath, form }: HostedFormProps<SwapFormProps, SwapFormInput>) {
  const t = useTranslations('swap');
  const tQuote = useTranslations('payments.quote');
  const locale = useLocale();
  const api = useApi();
  const [fromCoin, toCoin, amount] = useWatch({ control: form.control, name: ['fromCoin', 'toCoin', 'amount'] });
  // The coins come from the server's own list; the quote call checks the pair again with the schema.
  const quotable = fromCoin !== toCoin && readDecimalInput(amount, CRYPTO_AMOUNT_PATTERN) !== undefined;
  const options = coinOptions(view.coins);
  const receiving = view.coins.find((coin) => coin.symbol === toCoin);
  const startingTo = toCoin === view.initial.toCoin;

  return (
    <QuotedOrderForm
      form={form}
      testId="swap-form"
      quoteInput={quotable ? { fromCoin, toCoin, amount } : null}
      askQuote={(body) => api.call('swapQuote', { body })}
      placeOrder={(values, quote) => api.call('swapOrder', { body: { ...values, quote } })}
      next={(reference) => `${successPath}?ref=${encodeURIComponent(reference)}`}
      fields={({ errors, fieldMessage }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t('fromCoin')}
              options={options}
              error={fieldMessage(errors.fromCoin?.message)}
              {...form.register('fromCoin')}
            />
            <SelectField label={t('toCoin')} options={options} error={fieldMessage(errors.toCoin?.message)} {...form.register('toCoin')} />
          </div>
          <TextField
            label={t('amount')}
            hint={fromCoin === view.initial.fromCoin ? texts.amountHint : t('amountHint', { coin: fromCoin })}
            inputMode="decimal"
            autoComplete="off"
            maxLength={40}
            error={fieldMessage(errors.amount?.message)}
            {...form.register('amount')}
          />
        </>
      )}
      address={{
        name: 'destinationAddress',
        label: startingTo ? texts.destinationLabel : t('destinationAddress', { coin: toCoin }),
        hint: startingTo ? texts.destinationHint : receiving && t('destinationHint', { coin: toCoin, network: receiving.network }),
      }}
      email={{ label: t('email'), hint: t('emailHint') }}
      after={() => <p className="text-sm text-slate-600 dark:text-slate-400">{texts.limitNote}</p>}
      submit={{ label: () => t('submit'), busyLabel: t('submitting') }}
      rows={(quote) => [
        {
          label: t('rate'),
          value: t('rateValue', {
            from: quote.fromCoin,
            rate: formatRate(quote.rate, quote.toCoin, locale, { withCode: false }),
            to: quote.toCoin,
          }),
        },
        {
          label: tQuote('fee', { percent: formatNumber(quote.feePercent, locale) }),
          value: formatAsset(quote.fee, quote.toCoin, locale, { rounding: 'nearest' }),
        },
        { label: tQuote('receive'), value: formatAsset(quote.amountTo, quote.toCoin, locale), main: true },
      ]}
    />
  );
}
