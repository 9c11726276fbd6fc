import { getTranslations } from 'next-intl/server';
import { LocalLink } from '@/components/ui/LocalLink';
import { routePath } from '@/lib/routes';
import type { CashOrderView } from '@/lib/views/cash-orders';
import { StatusText } from '@/components/ui/StatusText';

/** The customer's cash orders, newest first, each with its status (spec §4) and a link to its page. */
export async function CashOrderList({ orders }: { orders: CashOrderView[] }) {
  const [t, tOrders] = await Promise.all([getTranslations('cashOrders.form'), getTranslations('cashOrders')]);
  return (
    <section className="flex flex-col gap-2" data-testid="cash-order-list">
      <h2 className="text-lg font-semibold">{t('ordersTitle')}</h2>
      {orders.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('noOrders')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {orders.map((order) => (
            <li key={order.id} data-testid="cash-order-row">
              <LocalLink href={routePath(order.side === 'sell' ? 'invoiceWithdraw' : 'invoice', { id: order.id })} className="underline">
                {`#${order.id} · ${t(order.side)} · ${order.cash} ${order.currency} · ${order.crypto} ${order.asset}`}
              </LocalLink>{' '}
              <StatusText code={order.status} testId="cash-order-row-status" strong>
                {tOrders(`statuses.${order.status}`)}
              </StatusText>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
