import { getTranslations } from 'next-intl/server';
import { TransferReceipt } from '@/components/transfers/TransferReceipt';
import { routeMetadata } from '@/lib/server/seo/route-metadata';
import { getTransferReceiptPage } from '@/lib/server/transfers/page';

export const generateMetadata = routeMetadata('transferSuccess');

export default async function TransferSuccessPage({ searchParams }: PageProps<'/[locale]/Transfersuccessfully'>) {
  const view = await getTransferReceiptPage(await searchParams);
  const t = await getTranslations('transfers');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <TransferReceipt view={view} />
    </div>
  );
}
