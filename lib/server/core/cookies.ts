import 'server-only';
import { SESSION_COOKIE_NAMES } from '@/lib/cookie-names';
import { env } from '@/lib/env';

const LOCAL_HOSTS = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;

/** Secure cookies everywhere but on localhost, where the dev server and tests speak plain HTTP. */
export function secureCookiesFor(host: string | null): boolean {
  const mode = env().COOKIE_SECURE;
  if (mode !== 'auto') return mode === 'true';
  return !LOCAL_HOSTS.test(host ?? '');
}

/** The __Host- prefix pins the cookie to this exact host, path / and HTTPS: no subdomain can plant one. */
export function sessionCookieName(host: string | null): string {
  const [hostOnly, plain] = SESSION_COOKIE_NAMES;
  return secureCookiesFor(host) ? hostOnly : plain;
}

export function sessionCookieOptions(host: string | null, expires: Date) {
  return {
    httpOnly: true,
    secure: secureCookiesFor(host),
    sameSite: 'lax' as const,
    path: '/',
    expires,
  };
}
