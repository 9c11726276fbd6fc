import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPlaceholderView } from '@/lib/server/pages/placeholder';
import { NotYetAvailable } from './NotYetAvailable';

/**
 * Page and metadata for a route that exists but whose feature is not built yet: a clear notice inside
 * the route's own frame, kept out of search indexes.
 */
export function placeholderRoute(routeId: string) {
  async function PlaceholderPage() {
    return <NotYetAvailable {...await getPlaceholderView(routeId)} />;
  }
  async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations('routes');
    return { title: t(routeId as 'home'), robots: { index: false, follow: false } };
  }
  return { Page: PlaceholderPage, generateMetadata };
}
