import { CashOrderForm } from '@/components/cash-orders/CashOrderForm';
import { ContentPage } from '@/components/content/ContentPage';
import { WithMessages } from '@/components/i18n/WithMessages';
import { getVisitorCashSellForm } from '@/lib/server/cash-orders/page';
import { contentMetadata, getCashWithdrawalsPage } from '@/lib/server/content/page';

export const generateMetadata = () => contentMetadata('cashWithdrawals');

/** What cash withdrawals at our ATMs are, and the form a visitor without an account sells crypto for cash with. */
export default async function CashWithdrawalsPage() {
  const [view, machines] = await Promise.all([getCashWithdrawalsPage(), getVisitorCashSellForm()]);
  return (
    <div className="flex flex-col gap-12">
      <ContentPage view={view} />
      <section id="sell-for-cash" className="rounded-lg border border-slate-200 p-4 sm:p-6 dark:border-slate-800">
        <WithMessages namespaces={['cashOrders']}>
          <CashOrderForm machines={machines} visitor />
        </WithMessages>
      </section>
    </div>
  );
}
