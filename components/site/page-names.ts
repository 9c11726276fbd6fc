import 'server-only';
import { getLocale } from 'next-intl/server';
import { env } from '@/lib/env';
import { defaultLocale, isLocale } from '@/lib/i18n/config';
import { localizedSlugPath } from '@/lib/i18n/localized-slugs';

/** Turns a canonical page path into the name the current language gives that page (e.g. /de/Krypto_zu_Krypto_Tausch). */
export async function pageNamesOfRequest(): Promise<(path: string) => string> {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  const brandSlug = env().BRAND_SLUG;
  return (path) => localizedSlugPath(path, locale, brandSlug);
}
