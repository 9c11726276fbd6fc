import { getTranslations } from 'next-intl/server';
import { AppPage } from '@/components/frame/AppPage';
import { OwnTransferForm } from '@/components/transfers/OwnTransferForm';
import { routeMetadata } from '@/lib/server/seo';
import { getOwnTransferPage } from '@/lib/server/transfers/page';

export const generateMetadata = routeMetadata('transferBetweenAccounts');

/** Transfer between own accounts: credit, cash and crypto, converted at a quoted rate. */
export default async function OwnTransferPage() {
  const view = await getOwnTransferPage();
  const t = await getTranslations('ownTransfers');
  return (
    <AppPage title={t('title')} intro={t('intro')}>
      <OwnTransferForm view={view} />
    </AppPage>
  );
}
