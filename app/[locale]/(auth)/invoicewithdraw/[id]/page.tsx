import { CashWithdrawal } from '@/components/cash-orders/CashWithdrawal';
import { getCashWithdrawPage } from '@/lib/server/cash-orders/page';
import { routeMetadata } from '@/lib/server/seo/route-metadata';

export const generateMetadata = routeMetadata('invoiceWithdraw', { noindex: true });

export default async function InvoiceWithdrawPage({ params }: PageProps<'/[locale]/invoicewithdraw/[id]'>) {
  return <CashWithdrawal {...await getCashWithdrawPage((await params).id)} />;
}
