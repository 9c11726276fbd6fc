import type { RouteId } from '@/lib/routes';
import { getPlaceholderView } from '@/lib/server/pages/placeholder';
import { routeMetadata } from '@/lib/server/seo/route-metadata';
import { NotYetAvailable } from './NotYetAvailable';

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
