import 'server-only';
import type { Locale } from '@/lib/i18n/config';
import { routePath, routes } from '@/lib/routes';
import { blogIndex, BLOG_PAGE_SIZE } from '@/lib/server/content/blog';
import { pagePath } from '@/lib/server/content/pagination';
import { pressIndex, PRESS_PAGE_SIZE } from '@/lib/server/content/press';
import { atmDetailsPath } from '@/lib/atms/model';
import { atmIndex } from '@/lib/server/atms';
import { alternatesOf, LANDING_PATH, sitemapFileOf, sitemapOriginOf } from '@/lib/server/seo';

/**
 * Every public page with a fixed URL: the public route family less its templates ([id]) and the demo outbox, with
 * the landing page under its canonical URL (the root) instead of /Home.
 */
export const fixedPublicPaths: readonly string[] = routes
  .filter((route) => route.family === 'public' && !route.path.includes('[') && route.id !== 'demoOutbox')
  .map((route) => (route.id === 'home' ? LANDING_PATH : route.path));

export interface SitemapPage {
  /** App path without a locale prefix. */
  path: string;
  lastmod?: Date;
}

const latest = (dates: Date[]): Date | undefined =>
  dates.length === 0 ? undefined : new Date(Math.max(...dates.map((date) => date.getTime())));

/** The pages of each list (page 1 is the bare path), each dated by the newest item it shows. */
function listPages<T>(path: string, items: T[], perPage: number, dateOf: (item: T) => Date): SitemapPage[] {
  const pages: SitemapPage[] = [];
  for (let start = 0, page = 1; start < Math.max(items.length, 1); start += perPage, page++) {
    pages.push({ path: pagePath(path, page), lastmod: latest(items.slice(start, start + perPage).map(dateOf)) });
  }
  return pages;
}

/**
 * Every public URL of a domain, without language: the fixed pages, the later pages of the blog and press lists,
 * each post, press item and ATM. Lists and the ATM map are dated by their newest entry, entries by their own
 * last change; the other fixed pages have no date the app knows, so they carry none rather than a made-up one.
 */
export async function sitemapPages(): Promise<SitemapPage[]> {
  const [posts, press, machines] = await Promise.all([blogIndex('en'), pressIndex(), atmIndex()]);
  const changed = (item: { publishedAt: Date; updatedAt: Date }) => latest([item.publishedAt, item.updatedAt])!;
  const lists = new Map<string, SitemapPage[]>([
    [routePath('blog'), listPages(routePath('blog'), posts, BLOG_PAGE_SIZE, changed)],
    [routePath('press'), listPages(routePath('press'), press, PRESS_PAGE_SIZE, changed)],
    [routePath('atmMap'), [{ path: routePath('atmMap'), lastmod: latest(machines.map((atm) => atm.updatedAt)) }]],
  ]);
  return [
    ...fixedPublicPaths.flatMap((path) => lists.get(path) ?? [{ path }]),
    ...posts.map((post) => ({ path: routePath('blogPost', { id: post.id }), lastmod: changed(post) })),
    ...press.map((item) => ({ path: routePath('pressItem', { id: item.id }), lastmod: changed(item) })),
    ...machines.map((atm) => ({ path: atmDetailsPath(atm), lastmod: atm.updatedAt })),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * A sitemaps.org urlset with one <url> per page and language (the domain's language unprefixed, the others under
 * their prefix and localized slug), each listing all its language versions as xhtml:link hreflang alternates.
 */
export function renderSitemap(pages: SitemapPage[], origin: string, hostDefault: Locale): string {
  const entries = pages.flatMap(({ path, lastmod }) => {
    const { languages, xDefault } = alternatesOf(path, origin, hostDefault);
    const links = [
      ...Object.entries(languages).map(([locale, href]) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(href)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(xDefault)}"/>`,
    ].join('');
    const date = lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : '';
    return Object.values(languages).map((loc) => `<url><loc>${escapeXml(loc)}</loc>${date}${links}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

type HeaderSource = { get(name: string): string | null };

/**
 * The answer to GET /{file}.xml. Each domain has one sitemap file (DOMAIN_TABLE, DEFAULT_SITEMAP for other hosts),
 * served only on that domain, because its unprefixed URLs are in that domain's language. /sitemap.xml redirects to
 * the domain's file where that is another one; any other file name is a 404.
 */
export async function sitemapResponse(file: string, requestHeaders: HeaderSource): Promise<Response> {
  const domainFile = sitemapFileOf(requestHeaders);
  if (file === domainFile) {
    const { origin, hostDefault } = sitemapOriginOf(requestHeaders);
    return new Response(renderSitemap(await sitemapPages(), origin, hostDefault), {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600', Vary: 'Host' },
    });
  }
  // A relative Location keeps the visitor on the host they asked (no trust in the Host header needed).
  if (file === 'sitemap.xml')
    return new Response(null, { status: 307, headers: { Location: `/${domainFile}`, 'Cache-Control': 'no-store' } });
  return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
