import { getTranslations } from 'next-intl/server';
import { AppPage } from '@/components/frame/AppPage';
import { History } from '@/components/history/History';
import { getTransactionsPage } from '@/lib/server/statements/page';
import { routeMetadata } from '@/lib/server/seo';
import { routePath, type RouteId } from '@/lib/routes';
import type { HistoryScope } from '@/lib/views/history';

/** Page and metadata of one of the spec's transaction lists: the customer's history within a scope, titled by its route. */
export function transactionsRoute(routeId: RouteId, scope: HistoryScope) {
  async function TransactionsListPage({ searchParams }: Pick<PageProps<'/[locale]'>, 'searchParams'>) {
    const view = await getTransactionsPage(await searchParams, routePath(routeId), scope);
    const t = await getTranslations();
    return (
      <AppPage title={t(`routes.${routeId}`)} intro={t(`history.scopes.${scope}`)} wide>
        <History view={view} />
      </AppPage>
    );
  }
  return { Page: TransactionsListPage, generateMetadata: routeMetadata(routeId) };
}
