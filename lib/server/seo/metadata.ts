import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { env } from '@/lib/env';
import { defaultLocale, isLocale, locales, type Locale } from '@/lib/i18n/config';
import { alternatesOf } from './alternates';
import { siteOriginOf, type SiteOrigin } from './origin';

export interface PublicPageSeo {
  /** The page's canonical path without a locale prefix, e.g. "/Crypto_rates", "/blog/3" or "/blog?page=2". */
  path: string;
  title: string;
  description: string;
  /** Absolute or root-relative image for Open Graph. */
  image?: string;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
}

/** Open Graph wants language_TERRITORY; each language is given the territory it is mostly read in. */
const openGraphLocale: Record<Locale, string> = {
  en: 'en_US',
  sk: 'sk_SK',
  cs: 'cs_CZ',
  el: 'el_GR',
  es: 'es_ES',
  ru: 'ru_RU',
  de: 'de_DE',
  hu: 'hu_HU',
};

/** The language of the page being rendered. */
export async function pageLocale(): Promise<Locale> {
  const requested = await getLocale();
  return isLocale(requested) ? requested : defaultLocale;
}

/** Absolute canonical URL of a page in the current request's language (as publicMetadata gives it). */
export async function canonicalUrl(path: string): Promise<string> {
  const { origin, hostDefault } = await siteOrigin();
  return alternatesOf(path, origin, hostDefault).languages[await pageLocale()];
}

/** The site origin of the current request (see siteOriginOf). */
export async function siteOrigin(): Promise<SiteOrigin> {
  return siteOriginOf(await headers());
}

/**
 * Title, description, canonical URL, hreflang alternates for all 8 languages (+ x-default) and Open Graph of a
 * public page. The canonical URL is the page in the request's language under that language's own slug: a
 * German visitor of /de/Bitcoin_ATMs and of /de/Bitcoin_geldautomat sees one canonical, /de/Bitcoin_geldautomat,
 * which is also what hreflang "de" names (hreflang must point at canonical URLs).
 */
export async function publicMetadata(seo: PublicPageSeo): Promise<Metadata> {
  const locale = await pageLocale();
  const { origin, hostDefault } = await siteOrigin();
  const alternates = alternatesOf(seo.path, origin, hostDefault);
  const canonical = alternates.languages[locale];
  return {
    title: seo.title,
    description: seo.description,
    alternates: { canonical, languages: { ...alternates.languages, 'x-default': alternates.xDefault } },
    openGraph: {
      type: seo.type ?? 'website',
      url: canonical,
      title: seo.title,
      description: seo.description,
      siteName: env().BRAND_NAME,
      locale: openGraphLocale[locale],
      alternateLocale: locales.filter((other) => other !== locale).map((other) => openGraphLocale[other]),
      ...(seo.image ? { images: [{ url: seo.image.startsWith('/') ? `${origin}${seo.image}` : seo.image }] } : {}),
      ...(seo.publishedTime ? { publishedTime: seo.publishedTime } : {}),
      ...(seo.modifiedTime ? { modifiedTime: seo.modifiedTime } : {}),
    },
  };
}
