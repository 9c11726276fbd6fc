import { getTranslations } from 'next-intl/server';
import { IncomingTransfer } from '@/components/bank/IncomingTransfer';
import { AppPage } from '@/components/frame/AppPage';
import { getIncomingTransferPage } from '@/lib/server/bank/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('incomingWireTransfer');

/** Incoming wire transfer: our bank account per currency and the customer's payment reference for each. */
export default async function IncomingWireTransferPage() {
  const view = await getIncomingTransferPage();
  const t = await getTranslations('bank.incoming');
  return (
    <AppPage title={t('title')} intro={t('intro')}>
      <IncomingTransfer view={view} />
    </AppPage>
  );
}
