import { getTranslations } from 'next-intl/server';
import { AccountBoxes } from '@/components/accounts/AccountBoxes';
import { CurrencySwitch } from '@/components/accounts/CurrencySwitch';
import { AppPage } from '@/components/frame/AppPage';
import { getAccountBoxesPage } from '@/lib/server/accounts/page';
import { routeMetadata } from '@/lib/server/seo/route-metadata';
import type { RouteId } from '@/lib/routes';
import type { AccountBoxView } from '@/lib/views/accounts';

/**
 * Page and metadata of /Accountboxes or one of its family variants. `notice` names a feature of the family that is
 * not open yet (staking, earning purchases), said on the page rather than hidden.
 */
export function accountBoxesRoute(routeId: RouteId, groups?: AccountBoxView['group'][], notice?: 'staking' | 'purchasing') {
  async function AccountBoxesPage({ searchParams }: Pick<PageProps<'/[locale]'>, 'searchParams'>) {
    const view = await getAccountBoxesPage(await searchParams, groups);
    const t = await getTranslations();
    return (
      <AppPage title={t(`routes.${routeId}`)} intro={t('accounts.boxes.intro')} wide>
        <CurrencySwitch current={view.currency} />
        {notice && (
          <p className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:bg-sky-950 dark:text-sky-100">
            {t(`accounts.boxes.notLiveYet.${notice}`)}
          </p>
        )}
        <AccountBoxes view={view} />
      </AppPage>
    );
  }
  return { Page: AccountBoxesPage, generateMetadata: routeMetadata(routeId) };
}
