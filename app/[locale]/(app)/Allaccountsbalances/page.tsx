import { getTranslations } from 'next-intl/server';
import { AppPage } from '@/components/frame/AppPage';
import { AllBalances } from '@/components/history/AllAccounts';
import { getAllBalancesPage } from '@/lib/server/statements';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('allBalances');

export default async function Page({ searchParams }: PageProps<'/[locale]/Allaccountsbalances'>) {
  const view = await getAllBalancesPage(await searchParams);
  const t = await getTranslations();
  return (
    <AppPage title={t('routes.allBalances')} intro={t('allAccounts.intro.balances')} wide>
      <AllBalances view={view} />
    </AppPage>
  );
}
