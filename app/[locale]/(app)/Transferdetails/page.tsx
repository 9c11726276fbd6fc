import { getTranslations } from 'next-intl/server';
import { AppPage } from '@/components/frame/AppPage';
import { TransferDetails } from '@/components/transfers/TransferDetails';
import { routeMetadata } from '@/lib/server/seo';
import { getTransferDetailsPage } from '@/lib/server/transfers/page';

export const generateMetadata = routeMetadata('transferDetails');

export default async function TransferDetailsPage({ searchParams }: PageProps<'/[locale]/Transferdetails'>) {
  const view = await getTransferDetailsPage(await searchParams);
  const t = await getTranslations('transfers');
  return (
    <AppPage title={t('title')}>
      <TransferDetails view={view} />
    </AppPage>
  );
}
