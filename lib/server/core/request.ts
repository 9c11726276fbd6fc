import 'server-only';
import { CLIENT_IP_HEADER, CLIENT_IP_MARK, plainIp } from '@/lib/client-ip.mjs';
import { env } from '@/lib/env';
import { defaultLocale, normalizeLocale, type Locale } from '@/lib/i18n/config';

type HeaderSource = { get(name: string): string | null };

/** The `lang` header of the legacy contract, then the saved language cookie, then English. */
export function requestLocale(headers: HeaderSource, cookieLocale?: string): Locale {
  return normalizeLocale(headers.get('lang')) ?? normalizeLocale(cookieLocale) ?? defaultLocale;
}

/**
 * The client's address as scripts/server.mjs found it (socket peer, or X-Forwarded-For over TRUSTED_PROXY_HOPS of
 * the operator's own proxies); X-Forwarded-For and X-Real-IP as sent are never read, and anything not an address is null,
 * as is everything when the app is not served by scripts/server.mjs.
 */
export function clientIp(headers: HeaderSource): string | null {
  return process.env[CLIENT_IP_MARK] ? plainIp(headers.get(CLIENT_IP_HEADER)) : null;
}

/**
 * The site a request was made on, for what the browser on that site checks (a passkey's relying party, a sign-in
 * redirect, canonical links): the Host header and the protocol the nearest proxy reports (X-Forwarded-Proto), else
 * the URL's. A Host that is not a plain host[:port] of PUBLIC_HOSTS gives null. Never for links in e-mails: the caller
 * chooses these headers, and an e-mail goes to someone else (mailLink in lib/server/mail).
 */
export function requestOrigin(headers: HeaderSource, urlProtocol: string): { protocol: 'http' | 'https'; host: string } | null {
  const host = headers.get('host')?.trim().toLowerCase();
  const forwarded = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const protocol = forwarded || urlProtocol.replace(/:$/, '');
  if (!host || !/^[a-z0-9.-]+(:\d{1,5})?$/.test(host) || (protocol !== 'http' && protocol !== 'https')) return null;
  const hostname = host.replace(/:\d+$/, '');
  const trusted = env().PUBLIC_HOSTS.some((allowed) => hostname === allowed || hostname.endsWith(`.${allowed}`));
  return trusted ? { protocol, host } : null;
}
