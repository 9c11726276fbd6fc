import { getTranslations } from 'next-intl/server';
import { AppPage } from '@/components/frame/AppPage';
import { AllTransactions } from '@/components/history/AllAccounts';
import { getAllTransactionsPage } from '@/lib/server/statements';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('allTransactions');

export default async function Page({ searchParams }: PageProps<'/[locale]/Allaccountstransactions'>) {
  const view = await getAllTransactionsPage(await searchParams);
  const t = await getTranslations();
  return (
    <AppPage title={t('routes.allTransactions')} intro={t('allAccounts.intro.transactions')} wide>
      <AllTransactions view={view} />
    </AppPage>
  );
}
