import { getTranslations } from 'next-intl/server';
import { AppPage } from '@/components/frame/AppPage';
import { TransferReceipt } from '@/components/transfers/TransferReceipt';
import { routeMetadata } from '@/lib/server/seo';
import { getTransferReceiptPage } from '@/lib/server/transfers/page';

export const generateMetadata = routeMetadata('transferSuccess');

export default async function TransferSuccessPage({ searchParams }: PageProps<'/[locale]/Transfersuccessfully'>) {
  const view = await getTransferReceiptPage(await searchParams);
  const t = await getTranslations('transfers');
  return (
    <AppPage title={t('title')}>
      <TransferReceipt view={view} />
    </AppPage>
  );
}
