'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { Ref } from 'react';
import type { CheckedOrder, CheckedOrderStatus } from '@/lib/views/transaction-check';
import { StatusText } from '@/components/ui/StatusText';
import { formatAsset } from '@/lib/money';

const DONE: readonly CheckedOrderStatus[] = ['Success', 'BUY_COMPLETED'];
const FAILED: readonly CheckedOrderStatus[] = ['Failed', 'BUY_ERROR', 'BUY_CANCELED'];

const amountText = (locale: string, { amount, currency }: CheckedOrder['sends']) => formatAsset(amount, currency, locale);

/**
 * The translated status, the spec's own status name (which support and the e-mails use) in its tooltip; the colour
 * only repeats what the words say.
 */
function StatusBadge({ status, deposit }: { status: CheckedOrderStatus; deposit: boolean }) {
  const t = useTranslations('txCheck');
  const tone = DONE.includes(status)
    ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100'
    : FAILED.includes(status)
      ? 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100'
      : 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100';
  return (
    <span
      className={`inline-flex flex-wrap items-baseline gap-x-1.5 rounded-md px-2 py-0.5 text-sm font-semibold ${tone}`}
      data-testid="tx-status"
    >
      <StatusText code={status}>
        {deposit ? t(`depositStatuses.${status as 'Pending' | 'Process' | 'Success' | 'Failed'}`) : t(`statuses.${status}`)}
      </StatusText>
    </span>
  );
}

export function CheckedOrders({
  query,
  orders,
  headingRef,
}: {
  query: string;
  orders: CheckedOrder[];
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const t = useTranslations('txCheck');
  const locale = useLocale();
  const format = useFormatter();
  if (orders.length === 0) {
    return (
      <section
        aria-labelledby="tx-answer"
        className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
        data-testid="tx-empty"
      >
        <h2 id="tx-answer" ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          {t('empty', { query })}
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t('emptyHelp')}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="tx-answer" className="flex flex-col gap-3">
      <h2 id="tx-answer" ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
        {t('found', { count: orders.length })}
      </h2>
      <ul className="flex flex-col gap-3">
        {orders.map((order, index) => (
          // Orders carry no reference here (it would open the order's page), and the answer's order is fixed.
          <li
            key={index}
            className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
            data-testid="tx-order"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold">{t(`kind.${order.kind}`)}</h3>
              <p>
                <span className="sr-only">{t('status')}: </span>
                <StatusBadge status={order.status} deposit={order.kind === 'deposit'} />
              </p>
            </div>
            <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
              <div>
                <dt className="text-slate-600 dark:text-slate-400">{t('created')}</dt>
                <dd>
                  <time dateTime={order.createdAt}>{format.dateTime(new Date(order.createdAt), 'dateTime')}</time>
                </dd>
              </div>
              <div>
                <dt className="text-slate-600 dark:text-slate-400">{t(order.kind === 'deposit' ? 'depositSent' : 'sends')}</dt>
                <dd className="tabular-nums">{amountText(locale, order.sends)}</dd>
              </div>
              <div>
                <dt className="text-slate-600 dark:text-slate-400">{t(order.kind === 'deposit' ? 'depositCredited' : 'receives')}</dt>
                <dd className="tabular-nums">{amountText(locale, order.receives)}</dd>
              </div>
              {order.confirmations && (
                <div>
                  <dt className="text-slate-600 dark:text-slate-400">{t('confirmations')}</dt>
                  <dd className="tabular-nums" data-testid="tx-confirmations">
                    {t('confirmationsOf', order.confirmations)}
                  </dd>
                </div>
              )}
              {order.settlement && (
                <div>
                  <dt className="text-slate-600 dark:text-slate-400">{t('stage')}</dt>
                  <dd data-testid="tx-stage">{t(`stages.${order.settlement.stage}`)}</dd>
                </div>
              )}
              {order.settlement?.txid && (
                <div className="sm:col-span-2 lg:col-span-4">
                  <dt className="text-slate-600 dark:text-slate-400">{t('txid')}</dt>
                  <dd className="font-mono break-all" data-testid="tx-txid">
                    {order.settlement.txid}
                  </dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
