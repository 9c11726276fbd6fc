import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { RouteId } from '@/lib/routes';

const NOT_INDEXED = { index: false, follow: false };

/**
 * A page's generateMetadata whose title is its route's name (`routes.<id>`): `export const generateMetadata =
 * routeMetadata('summary')`. `noindex` for the steps and results no search engine should list.
 */
export function routeMetadata(id: RouteId, options: { noindex?: boolean } = {}) {
  return async function generateMetadata(): Promise<Metadata> {
    const title = (await getTranslations('routes'))(id);
    return options.noindex ? { title, robots: NOT_INDEXED } : { title };
  };
}
