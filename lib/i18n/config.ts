import { normalizeLocale, type Locale } from './locale-codes.mjs';

export { isLocale, locales, normalizeLocale, type Locale } from './locale-codes.mjs';
export const defaultLocale: Locale = 'en';

export const localeNames: Record<Locale, string> = {
  en: 'English',
  sk: 'Slovenčina',
  cs: 'Čeština',
  el: 'Ελληνικά',
  es: 'Español',
  ru: 'Русский',
  de: 'Deutsch',
  hu: 'Magyar',
};

export interface DomainRule {
  suffix: string;
  locale: string;
  sitemap: string;
}

/** The first rule whose suffix ends the host name (port ignored), or undefined for other hosts. */
export function domainRuleForHost(host: string | null, table: readonly DomainRule[]): DomainRule | undefined {
  const hostname = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  return table.find((rule) => hostname.endsWith(rule.suffix.toLowerCase()));
}

export function defaultLocaleForHost(host: string | null, table: readonly DomainRule[]): Locale {
  return normalizeLocale(domainRuleForHost(host, table)?.locale) ?? defaultLocale;
}

/** The path with the locale prefix only where it is not the domain's default (prefix "as needed"). */
export function localizePath(path: string, locale: Locale, hostDefault: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === hostDefault) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}
