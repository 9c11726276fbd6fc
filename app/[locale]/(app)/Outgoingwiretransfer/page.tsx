import { getTranslations } from 'next-intl/server';
import { OutgoingTransfer } from '@/components/bank/OutgoingTransfer';
import { AppPage } from '@/components/frame/AppPage';
import { getOutgoingTransferPage } from '@/lib/server/bank/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('outgoingWireTransfer');

/** Outgoing wire transfer: payouts to saved beneficiaries, held until the operator sends them. */
export default async function OutgoingWireTransferPage() {
  const view = await getOutgoingTransferPage();
  const t = await getTranslations('bank.outgoing');
  return (
    <AppPage title={t('title')} intro={t('intro')}>
      <OutgoingTransfer view={view} />
    </AppPage>
  );
}
