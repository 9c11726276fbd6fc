import { getTranslations } from 'next-intl/server';
import { CashOrderForm } from '@/components/cash-orders/CashOrderForm';
import { CashOrderList } from '@/components/cash-orders/CashOrderList';
import { AppPage } from '@/components/frame/AppPage';
import { History } from '@/components/history/History';
import { getCashOrdersPage } from '@/lib/server/cash-orders/page';
import { getTransactionsPage } from '@/lib/server/statements/page';
import { routeMetadata } from '@/lib/server/seo';
import { routePath } from '@/lib/routes';

export const generateMetadata = routeMetadata('cashOrder');

/** A cash order at an ATM (spec §2), the customer's orders with their statuses, and the cash account's movements. */
export default async function CashOrderPage({ searchParams }: PageProps<'/[locale]/Transactions_cash_order'>) {
  const [{ machines, orders, holdings }, history, t] = await Promise.all([
    getCashOrdersPage(),
    getTransactionsPage(await searchParams, routePath('cashOrder'), 'cash'),
    getTranslations(),
  ]);
  return (
    <AppPage title={t('routes.cashOrder')} intro={t('cashOrders.form.intro')} wide>
      <CashOrderForm machines={machines} holdings={holdings} />
      <CashOrderList orders={orders} />
      <History view={history} />
    </AppPage>
  );
}
