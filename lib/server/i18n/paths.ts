import 'server-only';
import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { env } from '@/lib/env';
import { defaultLocaleForHost, isLocale, localizePath, defaultLocale, type Locale } from '@/lib/i18n/config';

export async function hostDefaultLocale(): Promise<Locale> {
  return defaultLocaleForHost((await headers()).get('host'), env().DOMAIN_TABLE);
}

/** A path of this app in the current request's language, prefixed only where the domain needs it. */
export async function localizedPath(path: string): Promise<string> {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  return localizePath(path, locale, await hostDefaultLocale());
}
