import 'server-only';
import { env } from '@/lib/env';
import { localizePath, locales, type Locale } from '@/lib/i18n/config';
import { slugAliases } from '@/lib/routes';

/**
 * The language each localized slug of lib/routes.ts is written in (spec section 2: the swap in cs/de/hu,
 * the voucher in sk/cs/de/hu, the German and Czech ATM map). A page reached under any of its slugs is one
 * page per language, and its URL in a language is that language's slug: canonical links, hreflang and the
 * sitemaps all name it, so search engines see one URL per language instead of duplicates.
 */
export const slugLanguage: Readonly<Record<string, Locale>> = {
  Bitcoin_geldautomat: 'de',
  Smena_kryptomen: 'cs',
  Krypto_zu_Krypto_Tausch: 'de',
  Kripto_kripto_csere: 'hu',
  Darcekovy_poukaz_na_kryptomeny: 'sk',
  Darkovy_poukaz_na_kryptomeny: 'cs',
  Krypto_Geschenkgutschein: 'de',
  Kripto_ajandekutalvany: 'hu',
};

/** Canonical first segment → language → that language's slug. The Czech ATM map is the brand's plural (/kryptomaty). */
export function localizedSlugs(brandSlug: string = env().BRAND_SLUG): ReadonlyMap<string, Partial<Record<Locale, string>>> {
  const table = new Map<string, Partial<Record<Locale, string>>>();
  const add = (canonical: string, locale: Locale, slug: string) => table.set(canonical, { ...table.get(canonical), [locale]: slug });
  for (const [slug, canonical] of Object.entries(slugAliases)) {
    const language = slugLanguage[slug];
    if (!language) throw new Error(`The localized slug ${slug} has no language in slugLanguage`);
    add(canonical, language, slug);
  }
  add('Bitcoin_ATMs', 'cs', `${brandSlug}y`);
  return table;
}

/** The app path of a page in one language: its localized slug where the language has one, prefix as the domain needs. */
export function pathInLocale(path: string, locale: Locale, hostDefault: Locale, slugs = localizedSlugs()): string {
  const [pathname = '/', query] = path.split('?', 2);
  const [, first = '', ...rest] = pathname.split('/');
  const slug = slugs.get(first)?.[locale];
  const localized = slug ? ['', slug, ...rest].join('/') : pathname;
  return localizePath(localized, locale, hostDefault) + (query ? `?${query}` : '');
}

export interface Alternates {
  /** Absolute URL of the page in each of the 8 languages. */
  languages: Record<Locale, string>;
  /** The URL for visitors whose language is none of them: the domain's unprefixed page. */
  xDefault: string;
}

export function alternatesOf(path: string, origin: string, hostDefault: Locale, slugs = localizedSlugs()): Alternates {
  const languages = Object.fromEntries(locales.map((locale) => [locale, `${origin}${pathInLocale(path, locale, hostDefault, slugs)}`])) as Record<Locale, string>;
  return { languages, xDefault: languages[hostDefault] };
}
