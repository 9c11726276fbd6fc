import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { OrderFacts } from '@/components/payments/OrderFacts';
import { OrderLink, OrderNotFound } from '@/components/payments/OrderLink';
import { settlementFacts } from '@/components/payments/settlement-facts';
import { formatAmount, formatAsset, formatRate } from '@/lib/money';
import type { SwapOrderView } from '@/lib/views/swap';
import { routePath } from '@/lib/routes';

/** /crypto-to-Crypto-success?ref=…: what to send where, what comes back, and the order's status. */
export async function SwapSuccess({ order }: { order: SwapOrderView | null }) {
  const t = await getTranslations('swap');
  const tRoutes = await getTranslations('routes');
  const format = await getFormatter();
  const locale = await getLocale();
  const coin = (amount: string, symbol: string) => formatAsset(amount, symbol, locale);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-3xl font-bold">{tRoutes('cryptoToCryptoSuccess')}</h1>
      {order ? (
        <>
          <p className="text-lg" data-testid="swap-instructions">
            {t('success.intro', {
              amount: formatAmount(order.amountFrom, order.fromCoin, locale),
              coin: order.fromCoin,
              amountTo: formatAmount(order.amountTo, order.toCoin, locale),
              toCoin: order.toCoin,
            })}
          </p>
          <section className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
            <OrderFacts
              facts={[
                { id: 'reference', label: t('success.reference'), value: order.reference, copy: order.reference },
                {
                  id: 'deposit',
                  label: t('success.depositAddress', { network: order.depositNetwork }),
                  value: order.depositAddress,
                  copy: order.depositAddress,
                },
                { id: 'send', label: t('success.send'), value: coin(order.amountFrom, order.fromCoin) },
                { id: 'receive', label: t('success.receive'), value: coin(order.amountTo, order.toCoin) },
                {
                  id: 'rate',
                  label: t('rate'),
                  value: t('rateValue', {
                    from: order.fromCoin,
                    rate: formatRate(order.rate, order.toCoin, locale, { withCode: false }),
                    to: order.toCoin,
                  }),
                },
                { id: 'fee', label: t('success.fee'), value: coin(order.fee, order.toCoin) },
                { id: 'status', label: t('success.status'), value: t(`status.${order.status}`) },
                ...(await settlementFacts(order.settlement)),
                {
                  id: 'created',
                  label: t('success.created'),
                  value: format.dateTime(order.createdAt, 'dateTime'),
                },
                { id: 'destination', label: t('success.destination'), value: order.destinationAddress, copy: order.destinationAddress },
              ]}
            />
          </section>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('success.emailSent', { email: order.emailHint })} {t('success.keepReference')}
          </p>
        </>
      ) : (
        <OrderNotFound>{t('success.notFound')}</OrderNotFound>
      )}
      <div className="flex flex-wrap gap-3">
        <OrderLink href={routePath('swap')}>{t('success.newSwap')}</OrderLink>
        <OrderLink href={routePath('transactionCheck')}>{t('success.transactionCheck')}</OrderLink>
      </div>
    </div>
  );
}
