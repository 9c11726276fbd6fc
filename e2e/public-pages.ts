import type { APIRequestContext } from '@playwright/test';
import { locales, type Locale } from '../lib/i18n/config';
import { routes } from '../lib/routes';

export interface PublicPage {
  id: string;
  /** The page's path in English (unprefixed on localhost), templates filled in with a real id. */
  path: string;
}

/** The path in another language on localhost (English is the host's language, the rest are prefixed). */
export const inLocale = (path: string, locale: Locale) => (locale === 'en' ? path : `/${locale}${path}`);

export { locales };

/** The site's own paths the sitemap of this host lists (loc without the origin). */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  if (!response.ok()) throw new Error(`/sitemap.xml answered ${response.status()}`);
  return [...(await response.text()).matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map(([, path]) => path!.replace(/&amp;/g, '&'));
}

/**
 * Every route of the public family in lib/routes.ts, so pages added later are covered too; a template such as
 * /blog/[id] gets the first real id the sitemap lists for it (the seeded demo content), not a guessed one.
 */
export async function publicPages(request: APIRequestContext): Promise<PublicPage[]> {
  const listed = await sitemapPaths(request);
  return routes
    .filter((route) => route.family === 'public')
    .map((route) => {
      const template = route.path.indexOf('[');
      if (template < 0) return { id: route.id, path: route.path };
      const prefix = route.path.slice(0, template);
      const path = listed.find((candidate) => candidate.startsWith(prefix) && /^[^/?]+$/.test(candidate.slice(prefix.length)));
      if (!path) throw new Error(`the sitemap lists no ${route.path} to test with`);
      return { id: route.id, path };
    });
}
