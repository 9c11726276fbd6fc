import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { ChallengePanel } from '@/components/payments/ChallengePanel';
import { OrderFacts } from '@/components/payments/OrderFacts';
import { OrderLink, OrderNotFound } from '@/components/payments/OrderLink';
import { settlementFacts } from '@/components/payments/settlement-facts';
import { formatAmount, formatAsset, formatFiat } from '@/lib/money';
import type { CardOrderStatusView } from '@/lib/views/card-orders';
import { routePath } from '@/lib/routes';

const TONE = {
  BUY_COMPLETED: 'border-emerald-500 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100',
  BUY_IN_PROGRESS: 'border-sky-500 bg-sky-50 text-sky-900 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100',
  BUY_ERROR: 'border-red-500 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100',
  BUY_CANCELED: 'border-slate-400 bg-slate-50 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100',
} as const;

/** /Crypto_Delivery?order=…: where a card order stands, with the 3-D Secure step while the card issuer waits for it. */
export async function CardOrderStatus({ order }: { order: CardOrderStatusView | null }) {
  const t = await getTranslations('cardOrders');
  const tReasons = await getTranslations('payments.reasons');
  const format = await getFormatter();
  const locale = await getLocale();
  if (!order) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <h1 className="text-3xl font-bold">{(await getTranslations('routes'))('cryptoDelivery')}</h1>
        <OrderNotFound>{t('status.notFound')}</OrderNotFound>
        <OrderLink href={routePath('cryptoDelivery')}>{t('status.buyMore')}</OrderLink>
      </div>
    );
  }

  const money = (amount: string) => formatFiat(amount, order.currency, locale);
  const summary = {
    BUY_COMPLETED: t('status.completed', { amount: formatAmount(order.cryptoAmount, order.coin, locale), coin: order.coin }),
    BUY_IN_PROGRESS: t('status.inProgress'),
    BUY_ERROR: t('status.error', { reason: tReasons(order.failureReason ?? 'cardDeclined') }),
    BUY_CANCELED: t('status.canceled'),
  }[order.status];

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-3xl font-bold">{t('status.title', { reference: order.reference })}</h1>
      <p
        role="status"
        className={`rounded-md border px-4 py-3 ${TONE[order.status]}`}
        data-testid="order-status"
        data-status={order.status}
      >
        <strong>{t(`statuses.${order.status}`)}</strong>: {summary}
      </p>
      {order.challenge && <ChallengePanel challenge={order.challenge} />}
      <section className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <OrderFacts
          facts={[
            { id: 'reference', label: t('status.reference'), value: order.reference, copy: order.reference },
            { id: 'paid', label: t('status.paid'), value: money(order.amount) },
            { id: 'fee', label: t('status.fee'), value: money(order.fee) },
            { id: 'receive', label: t('status.receive'), value: formatAsset(order.cryptoAmount, order.coin, locale) },
            { id: 'card', label: t('status.card'), value: order.cardLast4 ? t('status.cardEnding', { last4: order.cardLast4 }) : '—' },
            {
              id: 'created',
              label: t('status.created'),
              value: format.dateTime(order.createdAt, 'dateTime'),
            },
            { id: 'wallet', label: t('status.wallet'), value: order.walletAddress, copy: order.walletAddress },
            ...(await settlementFacts(order.settlement)),
          ]}
        />
      </section>
      {order.status === 'BUY_COMPLETED' && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('status.emailSent', { email: order.emailHint })}</p>
      )}
      <OrderLink href={routePath('cryptoDelivery')}>
        {order.status === 'BUY_ERROR' || order.status === 'BUY_CANCELED' ? t('status.tryAgain') : t('status.buyMore')}
      </OrderLink>
    </div>
  );
}
