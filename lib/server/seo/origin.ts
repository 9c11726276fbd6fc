import 'server-only';
import { env } from '@/lib/env';
import { defaultLocaleForHost, domainRuleForHost, type Locale } from '@/lib/i18n/config';
import { requestOrigin } from '@/lib/server/core';

type HeaderSource = { get(name: string): string | null };

export interface SiteOrigin {
  /** e.g. "https://kryptomat.sk" */
  origin: string;
  /** The language the domain serves without a prefix. */
  hostDefault: Locale;
}

const originOfHost = (protocol: string, host: string): SiteOrigin => ({
  origin: `${protocol}://${host}`,
  hostDefault: defaultLocaleForHost(host, env().DOMAIN_TABLE),
});

/**
 * The site that links in metadata and sitemaps point to: the request's host when it is one of PUBLIC_HOSTS,
 * else the first public host, so a forged Host header cannot put a foreign domain into canonical links.
 */
export function siteOriginOf(requestHeaders: HeaderSource): SiteOrigin {
  const trusted = requestOrigin(requestHeaders, 'http:');
  if (trusted) return originOfHost(trusted.protocol, trusted.host);
  return originOfHost('https', env().PUBLIC_HOSTS[0] ?? 'localhost');
}

/** The sitemap file of the request's domain (DOMAIN_TABLE), DEFAULT_SITEMAP for any other host. */
export function sitemapFileOf(requestHeaders: HeaderSource): string {
  return domainRuleForHost(requestHeaders.get('host'), env().DOMAIN_TABLE)?.sitemap ?? env().DEFAULT_SITEMAP;
}

/**
 * The site a sitemap file lists. An untrusted Host still chose the file (that reveals nothing), but its URLs
 * go to the first public host of the same domain rule, so kryptomat.sk's file never lists another country's
 * host when PUBLIC_HOSTS names an .sk host.
 */
export function sitemapOriginOf(requestHeaders: HeaderSource): SiteOrigin {
  if (requestOrigin(requestHeaders, 'http:')) return siteOriginOf(requestHeaders);
  const file = sitemapFileOf(requestHeaders);
  const sameFile = env().PUBLIC_HOSTS.find(
    (host) => (domainRuleForHost(host, env().DOMAIN_TABLE)?.sitemap ?? env().DEFAULT_SITEMAP) === file,
  );
  return sameFile ? originOfHost('https', sameFile) : siteOriginOf(requestHeaders);
}
