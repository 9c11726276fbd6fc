import { getTranslations } from 'next-intl/server';
import { AppPage } from '@/components/frame/AppPage';
import { TransactionsBox } from '@/components/history/AllAccounts';
import { getTransactionsBoxPage } from '@/lib/server/statements';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('transactionsBox');

export default async function Page({ searchParams }: PageProps<'/[locale]/Transactions_box'>) {
  const view = await getTransactionsBoxPage(await searchParams);
  const t = await getTranslations();
  return (
    <AppPage title={t('routes.transactionsBox')} intro={t('allAccounts.intro.box')} wide>
      <TransactionsBox view={view} />
    </AppPage>
  );
}
