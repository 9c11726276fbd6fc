import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { env } from '@/lib/env';
import { defaultLocale, defaultLocaleForHost, isLocale, localizePath, locales, type Locale } from '@/lib/i18n/config';
import { requestOrigin } from '@/lib/server/http/request-info';

export interface PublicPageSeo {
  /** The page's canonical path without a locale prefix, e.g. "/Crypto_rates" or "/blog/3". */
  path: string;
  title: string;
  description: string;
  /** Absolute or root-relative image for Open Graph. */
  image?: string;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
}

/**
 * The site origin links in metadata point to: the request's host when it is one of PUBLIC_HOSTS, else the
 * first public host, so a forged Host header cannot put a foreign domain into canonical links.
 */
export async function siteOrigin(): Promise<{ origin: string; hostDefault: Locale }> {
  const requestHeaders = await headers();
  const trusted = requestOrigin(requestHeaders, 'http:');
  const host = trusted ? trusted.host : (env().PUBLIC_HOSTS[0] ?? 'localhost');
  const protocol = trusted ? trusted.protocol : 'https';
  return { origin: `${protocol}://${host}`, hostDefault: defaultLocaleForHost(host, env().DOMAIN_TABLE) };
}

/** Title, description, canonical URL, hreflang alternates for all 8 languages and Open Graph of a public page. */
export async function publicMetadata(seo: PublicPageSeo): Promise<Metadata> {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  const { origin, hostDefault } = await siteOrigin();
  const url = (target: Locale) => `${origin}${localizePath(seo.path, target, hostDefault)}`;
  const languages: Record<string, string> = Object.fromEntries(locales.map((target) => [target, url(target)]));
  languages['x-default'] = url(hostDefault);
  return {
    title: seo.title,
    description: seo.description,
    alternates: { canonical: url(locale), languages },
    openGraph: {
      type: seo.type ?? 'website',
      url: url(locale),
      title: seo.title,
      description: seo.description,
      siteName: env().BRAND_NAME,
      locale,
      ...(seo.image ? { images: [{ url: seo.image.startsWith('/') ? `${origin}${seo.image}` : seo.image }] } : {}),
      ...(seo.publishedTime ? { publishedTime: seo.publishedTime } : {}),
      ...(seo.modifiedTime ? { modifiedTime: seo.modifiedTime } : {}),
    },
  };
}
