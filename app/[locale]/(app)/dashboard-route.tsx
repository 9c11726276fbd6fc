import { Dashboard } from '@/components/dashboard/Dashboard';
import { getDashboardPage } from '@/lib/server/accounts/page';
import { routeMetadata } from '@/lib/server/seo';

/** The signed-in home (both of the spec's dashboard routes), every figure read from the ledger before the page is sent. */
export function dashboardRoute(routeId: 'dashboard' | 'dashboardNew') {
  async function DashboardPage({ searchParams }: Pick<PageProps<'/[locale]'>, 'searchParams'>) {
    return <Dashboard view={await getDashboardPage(await searchParams)} />;
  }
  return { Page: DashboardPage, generateMetadata: routeMetadata(routeId) };
}
