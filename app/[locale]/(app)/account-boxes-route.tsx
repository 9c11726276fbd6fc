import { getTranslations } from 'next-intl/server';
import { AccountBoxes } from '@/components/accounts/AccountBoxes';
import { CurrencySwitch } from '@/components/accounts/CurrencySwitch';
import { EarningProducts } from '@/components/earning/EarningProducts';
import { StakeForm } from '@/components/earning/StakeForm';
import { StakesTable } from '@/components/earning/StakesTable';
import { AppPage } from '@/components/frame/AppPage';
import { getAccountBoxesPage } from '@/lib/server/accounts/page';
import { getEarningPage } from '@/lib/server/earning/page';
import { routeMetadata } from '@/lib/server/seo';
import { firstValue } from '@/lib/search-params';
import type { RouteId } from '@/lib/routes';
import type { AccountBoxView } from '@/lib/views/accounts';

/**
 * Page and metadata of /Accountboxes or one of its family variants. `earning` adds the earning family's own part:
 * the products and the customer's stakes (staking), or the stake form (purchasing, `?product=` preselected).
 */
export function accountBoxesRoute(routeId: RouteId, groups?: AccountBoxView['group'][], earning?: 'staking' | 'purchasing') {
  async function AccountBoxesPage({ searchParams }: Pick<PageProps<'/[locale]'>, 'searchParams'>) {
    const params = await searchParams;
    const [view, staking] = await Promise.all([getAccountBoxesPage(params, groups), earning ? getEarningPage() : null]);
    const t = await getTranslations();
    return (
      <AppPage title={t(`routes.${routeId}`)} intro={t('accounts.boxes.intro')} wide>
        <CurrencySwitch current={view.currency} />
        {staking && earning === 'purchasing' && (
          <StakeForm
            products={staking.products}
            available={staking.available}
            chosen={Number(firstValue(params.product, '')) || undefined}
          />
        )}
        {staking && earning === 'staking' && (
          <>
            <EarningProducts products={staking.products} />
            <StakesTable stakes={staking.stakes} />
          </>
        )}
        <AccountBoxes view={view} />
      </AppPage>
    );
  }
  return { Page: AccountBoxesPage, generateMetadata: routeMetadata(routeId) };
}
