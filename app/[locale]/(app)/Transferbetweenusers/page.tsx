import { getTranslations } from 'next-intl/server';
import { AppPage } from '@/components/frame/AppPage';
import { Card } from '@/components/profile/Card';
import { TransferForm } from '@/components/transfers/TransferForm';
import { routeMetadata } from '@/lib/server/seo';
import { getTransferFormPage } from '@/lib/server/transfers/page';

export const generateMetadata = routeMetadata('transferBetweenUsers');

export default async function TransferBetweenUsersPage({ searchParams }: PageProps<'/[locale]/Transferbetweenusers'>) {
  const view = await getTransferFormPage(await searchParams);
  const t = await getTranslations('transfers');
  return (
    <AppPage title={t('title')}>
      <Card intro={t('intro')}>
        <TransferForm view={view} />
      </Card>
    </AppPage>
  );
}
