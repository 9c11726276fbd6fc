import { getTranslations } from 'next-intl/server';
import { TransferDetails } from '@/components/transfers/TransferDetails';
import { routeMetadata } from '@/lib/server/seo/route-metadata';
import { getTransferDetailsPage } from '@/lib/server/transfers/page';

export const generateMetadata = routeMetadata('transferDetails');

export default async function TransferDetailsPage({ searchParams }: PageProps<'/[locale]/Transferdetails'>) {
  const view = await getTransferDetailsPage(await searchParams);
  const t = await getTranslations('transfers');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <TransferDetails view={view} />
    </div>
  );
}
