import 'server-only';
import { env } from '@/lib/env';
import { localizePath, locales, type Locale } from '@/lib/i18n/config';
import { localizedSlugPath } from '@/lib/i18n/localized-slugs';

/**
 * The app path of a page in one language: its localized slug where the language has one (the one table of
 * lib/i18n/localized-slugs.ts, which the language switch uses too), prefix as the domain needs. A page
 * reached under any of its slugs is one page per language, so canonical links, hreflang and the sitemaps
 * all name that one URL and search engines see no duplicates.
 */
export function pathInLocale(path: string, locale: Locale, hostDefault: Locale, brandSlug: string = env().BRAND_SLUG): string {
  const [pathname = '/', query] = path.split('?', 2);
  return localizePath(localizedSlugPath(pathname, locale, brandSlug), locale, hostDefault) + (query ? `?${query}` : '');
}

export interface Alternates {
  /** Absolute URL of the page in each of the 8 languages. */
  languages: Record<Locale, string>;
  /** The URL for visitors whose language is none of them: the domain's unprefixed page. */
  xDefault: string;
}

export function alternatesOf(path: string, origin: string, hostDefault: Locale): Alternates {
  const languages = Object.fromEntries(locales.map((locale) => [locale, `${origin}${pathInLocale(path, locale, hostDefault)}`])) as Record<
    Locale,
    string
  >;
  return { languages, xDefault: languages[hostDefault] };
}
