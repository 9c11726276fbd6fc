export const locales = ['en', 'sk', 'cs', 'el', 'es', 'ru', 'de', 'hu'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Language codes the legacy client stored (spec section 1), mapped to the locale they meant. */
const legacyAliases: Record<string, Locale> = {
  sl: 'sk',
  cz: 'cs',
  gr: 'el',
  sp: 'es',
  rus: 'ru',
  grm: 'de',
  hg: 'hu',
};

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

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** A locale or legacy alias in any letter case; anything else is undefined. */
export function normalizeLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const lower = value.trim().toLowerCase();
  if (isLocale(lower)) return lower;
  return legacyAliases[lower];
}

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
