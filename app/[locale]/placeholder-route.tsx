import type { RouteId } from '@/lib/routes';
import { NotYetAvailable } from '@/components/common/NotYetAvailable';
import { getPlaceholderView } from '@/lib/server/shell/page';
import { routeMetadata } from '@/lib/server/seo/route-metadata';

/**
 * Page and metadata for a route that exists but whose feature is not built yet: a clear notice inside
 * the route's own frame, kept out of search indexes.
 */
export function placeholderRoute(routeId: RouteId) {
  async function PlaceholderPage() {
    return <NotYetAvailable {...await getPlaceholderView(routeId)} />;
  }
  return { Page: PlaceholderPage, generateMetadata: routeMetadata(routeId, { noindex: true }) };
}
