'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/providers/AppProviders';
import { useSnackbar } from '@/components/providers/snackbar';
import { FormAlert, type Refusal } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { primaryActionClass } from '@/components/ui/styles';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { useApiForm } from '@/components/ui/useApiForm';
import { useCountdown } from '@/components/ui/useCountdown';
import { ApiError } from '@/lib/api/client';
import { basisPointsOf, formatAsset, formatNumber, formatRate, fromUnits, scaleOf, toUnits } from '@/lib/money';
import { exchangeQuoteSchema, ORDER_EXPIRIES, type ExchangeQuoteInput } from '@/lib/validation/exchange';
import type { ExchangePageView, ExchangeQuote } from '@/lib/views/exchange';
import { Figure, QuotePanel } from '@/components/ui/QuotePanel';

type OrderType = 'market' | 'limit' | 'stop_limit';
interface Values {
  pair: string;
  side: 'buy' | 'sell';
  type: OrderType;
  /** A market buy is given as the quantity of the base asset, or as the quote asset to spend ("€50 of BTC"). */
  amountIn: 'base' | 'quote';
  quantity: string;
  spend: string;
  price: string;
  stop: string;
  expiry: (typeof ORDER_EXPIRIES)[number];
}

/** Prices reach the form as decimals of at most the feed's 10 places (coin_prices.price). */
const PRICE_SCALE = 10;

/** Exact units of a typed decimal, or undefined while it is not one yet. */
function unitsOf(value: string, scale: number): bigint | undefined {
  try {
    return toUnits(value.trim().replace(',', '.'), scale, 'up');
  } catch {
    return undefined;
  }
}

/**
 * Buy or sell on the provider's exchange. A market order is quoted (30 s) and then confirmed with one idempotency key
 * per quote; a limit or stop-loss limit order is placed at once and holds its funds. The figures shown before sending
 * (value, fee, what is held) are worked out in exact units from the typed price, as the server does.
 */
export function ExchangeForm({ view }: { view: ExchangePageView }) {
  const t = useTranslations('exchange');
  const tAll = useTranslations();
  const locale = useLocale();
  const api = useApi();
  const router = useRouter();
  const snackbar = useSnackbar();
  const [quote, setQuote] = useState<ExchangeQuote & { key: string }>();
  const [confirmError, setConfirmError] = useState<Refusal>();
  const [confirming, setConfirming] = useState(false);
  const [secondsLeft, startCountdown] = useCountdown();
  const form = useForm<Values>({
    defaultValues: {
      pair: 'BTC-EUR',
      side: 'buy',
      type: 'limit',
      amountIn: 'base',
      quantity: '',
      spend: '',
      price: '',
      stop: '',
      expiry: 'gtc',
    },
  });
  const values = form.watch();
  const spending = values.type === 'market' && values.side === 'buy' && values.amountIn === 'quote';
  const amountField = spending ? 'spend' : 'quantity';
  const pair = view.pairs.find((candidate) => candidate.symbol === values.pair) ?? view.pairs[0]!;
  const rate = (price: string) => formatRate(price, pair.quote, locale, { withCode: false });
  // The market's rules are exact figures, shown with every decimal they have.
  const rule = (figure: string) => formatNumber(figure, locale, { maximumFractionDigits: 18 });
  const resetQuote = () => setQuote(undefined);

  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (sent) => {
    if (sent.type === 'market') {
      const body: ExchangeQuoteInput = {
        pair: sent.pair,
        side: sent.side,
        ...(spending ? { spend: sent.spend } : { quantity: sent.quantity }),
      };
      // The handler's own schema, so a mistyped amount is named on its field before anything is sent.
      const checked = exchangeQuoteSchema.safeParse(body);
      if (!checked.success) {
        for (const issue of checked.error.issues)
          form.setError(issue.path[0] as 'quantity' | 'spend', { type: 'schema', message: issue.message });
        return;
      }
      const quoted = await api.call('exchangeQuote', { body });
      setConfirmError(undefined);
      setQuote({ ...quoted, key: crypto.randomUUID() });
      startCountdown(Math.max(0, Math.round((Date.parse(quoted.expiresAt) - Date.now()) / 1000)));
      return;
    }
    const order = await api.call('exchangeOrder', {
      body: {
        pair: sent.pair,
        side: sent.side,
        type: sent.type,
        quantity: sent.quantity,
        price: sent.price,
        ...(sent.type === 'stop_limit' ? { stop: sent.stop } : {}),
        expiry: sent.expiry,
      },
      idempotencyKey: crypto.randomUUID(),
    });
    snackbar.success(t(order.status === 'filled' ? 'form.filled' : 'form.placed', { id: order.id }));
    form.reset({ ...sent, quantity: '', price: '', stop: '' });
    router.refresh();
  });

  async function confirm() {
    if (!quote) return;
    setConfirming(true);
    setConfirmError(undefined);
    try {
      const order = await api.call('exchangeMarket', { body: { quote: quote.quote }, idempotencyKey: quote.key });
      snackbar.success(t('form.filled', { id: order.id }));
      setQuote(undefined);
      form.reset({ ...values, quantity: '', spend: '' });
      router.refresh();
    } catch (failure) {
      const refusal = failure instanceof ApiError ? failure : { message: tAll('errors.unavailable') };
      setConfirmError(refusal);
      snackbar.error(refusal.message);
    } finally {
      setConfirming(false);
    }
  }

  // What the order would move at the typed limit (or the market side for a market order), in exact units.
  const [baseScale, quoteScale] = [scaleOf(pair.base), scaleOf(pair.quote)];
  // An amount to spend is turned into a quantity by the quote, at the price of the moment.
  const quantity = spending ? undefined : unitsOf(values.quantity, baseScale);
  const marketPrice = values.side === 'buy' ? pair.ask : pair.bid;
  const price = unitsOf(values.type === 'market' ? (marketPrice ?? '') : values.price, PRICE_SCALE);
  const feeBasisPoints = Number(unitsOf(view.feePercent, 2) ?? 0n);
  const notional =
    quantity !== undefined && price !== undefined
      ? (quantity * price + 10n ** BigInt(baseScale + PRICE_SCALE - quoteScale) - 1n) / 10n ** BigInt(baseScale + PRICE_SCALE - quoteScale)
      : undefined;
  const fee = notional === undefined ? undefined : basisPointsOf(notional, feeBasisPoints, 'up');
  const held =
    notional === undefined || fee === undefined || values.type === 'market'
      ? undefined
      : values.side === 'buy'
        ? { amount: fromUnits(notional + fee, quoteScale), asset: pair.quote }
        : { amount: values.quantity, asset: pair.base };
  const typeOptions = (['market', 'limit', 'stop_limit'] as const).map((type) => ({ value: type, label: t(`types.${type}`) }));
  const expired = quote !== undefined && secondsLeft === 0;

  return (
    <div className="flex max-w-xl flex-col gap-4">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="exchange-form">
        <FormAlert message={formError} />
        <fieldset className="flex gap-4">
          <legend className="mb-1 text-sm font-medium">{t('form.side')}</legend>
          {(['buy', 'sell'] as const).map((side) => (
            <label key={side} className="flex items-center gap-2">
              <input type="radio" value={side} {...form.register('side', { onChange: resetQuote })} />
              {t(`sides.${side}`)}
            </label>
          ))}
        </fieldset>
        <SelectField
          label={t('form.pair')}
          options={view.pairs.map((candidate) => ({ value: candidate.symbol, label: candidate.symbol.replace('-', ' / ') }))}
          {...form.register('pair', { onChange: resetQuote })}
        />
        <p className="text-sm" data-testid="exchange-prices">
          {pair.bid && pair.ask
            ? t('form.bidAsk', { bid: rate(pair.bid), ask: rate(pair.ask), asset: pair.quote })
            : t('form.marketClosed')}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('form.rules', {
            minQuantity: rule(pair.minQuantity),
            quantityStep: rule(pair.quantityStep),
            base: pair.base,
            priceStep: rule(pair.priceStep),
            minNotional: rule(pair.minNotional),
            quote: pair.quote,
          })}
        </p>
        <SelectField label={t('form.type')} options={typeOptions} {...form.register('type', { onChange: resetQuote })} />
        {values.type === 'market' && values.side === 'buy' && (
          <fieldset className="flex flex-wrap gap-4">
            <legend className="mb-1 text-sm font-medium">{t('form.amountIn.legend')}</legend>
            {(['base', 'quote'] as const).map((amountIn) => (
              <label key={amountIn} className="flex items-center gap-2">
                <input type="radio" value={amountIn} {...form.register('amountIn', { onChange: resetQuote })} />
                {t(`form.amountIn.${amountIn}`, { asset: amountIn === 'base' ? pair.base : pair.quote })}
              </label>
            ))}
          </fieldset>
        )}
        <TextField
          key={amountField}
          label={spending ? t('form.spend', { asset: pair.quote }) : t('form.quantity', { asset: pair.base })}
          inputMode="decimal"
          autoComplete="off"
          error={fieldMessage(form.formState.errors[amountField]?.message)}
          {...form.register(amountField, { onChange: resetQuote })}
        />
        {values.type === 'stop_limit' && (
          <>
            <TextField
              label={t('form.stop', { asset: pair.quote })}
              inputMode="decimal"
              autoComplete="off"
              error={fieldMessage(form.formState.errors.stop?.message)}
              {...form.register('stop')}
            />
            <p
              className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
              data-testid="stop-warning"
            >
              {t('form.stopWarning')}
            </p>
          </>
        )}
        {values.type !== 'market' && (
          <>
            <TextField
              label={t('form.price', { asset: pair.quote })}
              inputMode="decimal"
              autoComplete="off"
              error={fieldMessage(form.formState.errors.price?.message)}
              {...form.register('price')}
            />
            <SelectField
              label={t('form.expiry')}
              options={ORDER_EXPIRIES.map((expiry) => ({ value: expiry, label: t(`expiries.${expiry}`) }))}
              {...form.register('expiry')}
            />
          </>
        )}
        {notional !== undefined && fee !== undefined && (
          <dl className="text-sm" data-testid="exchange-estimate">
            <Figure label={t('form.value')}>{formatAsset(fromUnits(notional, quoteScale), pair.quote, locale)}</Figure>
            <Figure label={t('form.fee', { percent: view.feePercent })}>
              {formatAsset(fromUnits(fee, quoteScale), pair.quote, locale)}
            </Figure>
            {held && <Figure label={t('form.held')}>{formatAsset(held.amount, held.asset, locale)}</Figure>}
          </dl>
        )}
        <p className="text-sm">
          {t('form.available', {
            amount: formatAsset(
              view.available[values.side === 'buy' ? pair.quote : pair.base] ?? '0',
              values.side === 'buy' ? pair.quote : pair.base,
              locale,
            ),
          })}
        </p>
        {!quote && (
          <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('form.sending')}>
            {values.type === 'market' ? t('form.getQuote') : t('form.place')}
          </SubmitButton>
        )}
      </form>
      {quote && (
        <QuotePanel titleId="exchange-quote-title" title={t('quote.title')}>
          <dl data-testid="exchange-quote">
            <Figure label={t('quote.price')}>{formatAsset(quote.price, pair.quote, locale)}</Figure>
            <Figure label={t('form.fee', { percent: view.feePercent })}>{formatAsset(quote.fee, pair.quote, locale)}</Figure>
            <Figure label={t('quote.pay')} testId="quote-pay">
              {formatAsset(quote.pay.amount, quote.pay.asset, locale)}
            </Figure>
            <Figure label={t('quote.receive')} testId="quote-receive">
              {formatAsset(quote.receive.amount, quote.receive.asset, locale)}
            </Figure>
          </dl>
          <p className="text-sm" aria-live="polite">
            {expired ? t('quote.expired') : t('quote.validFor', { seconds: secondsLeft })}
          </p>
          {confirmError && <FormAlert message={confirmError} />}
          {expired || confirmError ? (
            <button type="button" className={primaryActionClass} onClick={() => void onSubmit()}>
              {t('form.getQuote')}
            </button>
          ) : (
            <button type="button" className={primaryActionClass} disabled={confirming} onClick={() => void confirm()}>
              {t('quote.confirm')}
            </button>
          )}
        </QuotePanel>
      )}
    </div>
  );
}
