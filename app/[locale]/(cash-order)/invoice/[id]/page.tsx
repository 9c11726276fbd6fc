import { CashOrder } from '@/components/cash-orders/CashOrder';
import { getCashOrderPage } from '@/lib/server/cash-orders/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('invoice', { noindex: true });

/** A buy at an ATM: the code to show at the machine, then BUY_COMPLETED once it reports the notes. */
export default async function InvoicePage({ params }: PageProps<'/[locale]/invoice/[id]'>) {
  return <CashOrder {...await getCashOrderPage((await params).id, 'buy')} />;
}
