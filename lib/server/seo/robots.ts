import 'server-only';
import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { routes, slugAliases } from '@/lib/routes';
import { sitemapFileOf, sitemapOriginOf } from './origin';

type HeaderSource = { get(name: string): string | null };

const firstSegment = (path: string) => path.split('/')[1] ?? '';

/**
 * Robots rules are prefixes, so "/Pricing" would also shut out the public "/Pricing-Plan": a segment that begins
 * another crawlable one is closed by its exact forms only ($ ends a rule, RFC 9309).
 */
function rulesFor(segment: string, crawlable: readonly string[]): string[] {
  const isPrefixOfAnother = crawlable.some((other) => other !== segment && other.startsWith(segment));
  return isPrefixOfAnother ? [`/${segment}$`, `/${segment}/`, `/${segment}?`] : [`/${segment}`];
}

/**
 * Closed to crawlers: the API, the logged-in area and the demo outbox, unprefixed and under any language prefix
 * ("/*" + rule). Public and sign-in pages stay open.
 */
export function disallowedPaths(brandSlug: string = env().BRAND_SLUG): string[] {
  const closed = new Set(
    routes.filter((route) => route.family === 'app' || route.id === 'demoOutbox').map((route) => firstSegment(route.path)),
  );
  const crawlable = [
    ...routes.map((route) => firstSegment(route.path)).filter((segment) => !closed.has(segment)),
    ...Object.keys(slugAliases),
    `${brandSlug}y`,
    brandSlug,
  ];
  const rules = [...closed].flatMap((segment) => rulesFor(segment, crawlable));
  return ['/api/', ...rules.flatMap((rule) => [rule, `/*${rule}`])];
}

/** robots.txt of the request's domain: the rules above and that domain's sitemap file. */
export function robotsFor(requestHeaders: HeaderSource): MetadataRoute.Robots {
  const { origin } = sitemapOriginOf(requestHeaders);
  return {
    rules: { userAgent: '*', allow: '/', disallow: disallowedPaths() },
    sitemap: `${origin}/${sitemapFileOf(requestHeaders)}`,
  };
}
