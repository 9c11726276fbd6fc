import 'server-only';
import { defaultLocale, normalizeLocale, type Locale } from '@/lib/i18n/config';

type HeaderSource = { get(name: string): string | null };

/** The `lang` header of the legacy contract, then the saved language cookie, then English. */
export function requestLocale(headers: HeaderSource, cookieLocale?: string): Locale {
  return normalizeLocale(headers.get('lang')) ?? normalizeLocale(cookieLocale) ?? defaultLocale;
}

/** Client address as the nearest proxy saw it; only the first hop is taken from X-Forwarded-For. */
export function clientIp(headers: HeaderSource): string | null {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip') || null;
}
