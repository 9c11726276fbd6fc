import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { ActionButton } from '@/components/ui/ActionButton';
import { RecordsTable } from '@/components/ui/RecordsTable';
import { formatAmount, formatAsset, formatRate } from '@/lib/money';
import type { ExchangeOrder } from '@/lib/views/exchange';
import { StatusText } from '@/components/ui/StatusText';

const cellClass = 'border-b border-slate-200 px-2 py-2 text-left dark:border-slate-800';

/**
 * The spec's exchange order list: id, date, type, pair, limit price, how much filled of the quantity and at what
 * average price, status; open orders with a cancel button that asks first, naming the order in words.
 */
export async function OrdersTable({ orders, kind }: { orders: ExchangeOrder[]; kind: 'open' | 'history' }) {
  const t = await getTranslations('exchange');
  const locale = await getLocale();
  const titleId = `exchange-${kind}-title`;
  const format = await getFormatter();
  return (
    <RecordsTable
      id={titleId}
      testId={`exchange-${kind}`}
      title={t(`${kind}.title`)}
      empty={orders.length === 0 ? t(`${kind}.empty`) : null}
      columns={[
        ...(['id', 'date', 'type', 'pair', 'price', 'filled', 'averagePrice', 'status'] as const).map((column) => ({
          label: t(`columns.${column}`),
        })),
        ...(kind === 'open' ? [{ label: t('open.cancel'), hidden: true }] : []),
      ]}
    >
      {orders.map((order) => {
        const [base, quote] = order.pair.split('-') as [string, string];
        const orderLabel = t(`orderLabels.${order.side}.${order.type}`);
        const limit = order.price === null ? null : formatRate(order.price, quote, locale);
        return (
          <tr key={order.id} data-testid={`exchange-order-${order.id}`}>
            <td className={cellClass}>{order.id}</td>
            <td className={cellClass}>{format.dateTime(new Date(order.createdAt), 'dateTime')}</td>
            <td className={cellClass}>
              <StatusText code={`${order.side} ${order.type}`}>{orderLabel}</StatusText>
            </td>
            <td className={cellClass}>{`${base} / ${quote}`}</td>
            <td className={cellClass}>
              {limit ?? t('types.market')}
              {order.stop !== null && (
                <span className="block text-xs">{t('stopLabel', { stop: formatRate(order.stop, quote, locale) })}</span>
              )}
            </td>
            <td className={cellClass} data-testid="order-filled">
              {t('filledOf', { filled: formatAmount(order.filled, base, locale), total: formatAsset(order.quantity, base, locale) })}
            </td>
            <td className={cellClass} data-testid="order-average-price">
              {order.averagePrice === null ? '—' : formatRate(order.averagePrice, quote, locale)}
            </td>
            <td className={cellClass}>
              <StatusText code={order.status}>{t(`statuses.${order.status}`)}</StatusText>
              {order.reason !== null && <span className="block text-xs">{t(`cancelReasons.${order.reason}`)}</span>}
            </td>
            {kind === 'open' && (
              <td className={cellClass}>
                <ActionButton
                  action="exchangeCancel"
                  id={order.id}
                  label={t('open.cancel')}
                  busyLabel={t('open.cancelling')}
                  doneMessage={t('open.cancelled', { id: order.id })}
                  accessibleName={t('open.cancelOrder', { id: order.id })}
                  confirm={{
                    title: t('open.confirmTitle', { id: order.id }),
                    body: t('open.confirmBody', {
                      order: orderLabel,
                      quantity: formatAsset(order.quantity, base, locale),
                      price: limit ?? t('types.market'),
                      held: order.held === null ? '—' : formatAsset(order.held.amount, order.held.asset, locale),
                    }),
                    keep: t('open.keep'),
                    proceed: t('open.confirmCancel'),
                  }}
                />
              </td>
            )}
          </tr>
        );
      })}
    </RecordsTable>
  );
}
