import { CashOrder } from '@/components/cash-orders/CashOrder';
import { getCashOrderPage } from '@/lib/server/cash-orders/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('invoiceWithdraw', { noindex: true });

export default async function InvoiceWithdrawPage({ params }: PageProps<'/[locale]/invoicewithdraw/[id]'>) {
  return <CashOrder {...await getCashOrderPage((await params).id, 'sell')} />;
}
