import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { defaultLocaleForHost, isLocale, localizePath, normalizeLocale, type Locale } from '@/lib/i18n/config';
import { buildSegmentIndex } from '@/lib/routes';
import { LOCALE_COOKIE, SESSION_COOKIE_NAMES, THEME_COOKIE } from '@/lib/cookie-names';
import { newNonce, pageSecurityHeaders } from '@/lib/server/security/headers';
import { CACHEABLE_MARK } from '@/lib/html-cache-settings.mjs';
import { maintenanceInForce, type MaintenanceRefusal } from '@/lib/server/maintenance';

/**
 * The first gate, and only that: locale by domain and prefix, case-insensitive route names, unknown
 * routes to /Home, anonymous visitors of logged-in routes to /login; and the security headers with a
 * fresh CSP nonce on every answer, redirects included. Every page and handler checks the session again
 * itself, so skipping this proxy (CVE-2025-29927 style) exposes nothing.
 */
const segmentIndex = buildSegmentIndex(env().BRAND_SLUG);
const YEAR_SECONDS = 365 * 24 * 3600;
/** /sitemap.xml and each domain's sitemap file: their names are configuration, so the handler sits under /sitemaps/. */
const sitemapFiles = new Set(['sitemap.xml', env().DEFAULT_SITEMAP, ...env().DOMAIN_TABLE.map((rule) => rule.sitemap)]);

export async function proxy(request: NextRequest) {
  const security = pageSecurityHeaders(request.headers.get('host'), newNonce());
  const response = route(request, security['Content-Security-Policy'], await maintenanceInForce());
  for (const [name, value] of Object.entries(security)) response.headers.set(name, value);
  return response;
}

function route(request: NextRequest, contentSecurityPolicy: string, maintenance: MaintenanceRefusal | null) {
  const url = request.nextUrl;
  // Root-level .xml files reach the proxy only for this (see the matcher); others are files of public/.
  const xmlFile = /^\/([\w.-]+\.xml)$/.exec(url.pathname)?.[1];
  if (xmlFile) return sitemapFiles.has(xmlFile) ? NextResponse.rewrite(new URL(`/sitemaps/${xmlFile}`, request.url)) : NextResponse.next();
  const hostDefault = defaultLocaleForHost(request.headers.get('host'), env().DOMAIN_TABLE);
  const segments = url.pathname.split('/').filter(Boolean);

  let locale: Locale;
  const prefix = segments[0];
  if (prefix && isLocale(prefix.toLowerCase())) {
    locale = prefix.toLowerCase() as Locale;
    segments.shift();
    // The domain's own language is served without a prefix, and a prefix in capitals is normalised.
    if (locale === hostDefault || prefix !== locale) {
      return redirect(request, localizePath(`/${segments.join('/')}`, locale, hostDefault));
    }
  } else {
    const saved = normalizeLocale(request.cookies.get(LOCALE_COOKIE)?.value);
    if (saved && saved !== hostDefault) return redirect(request, localizePath(url.pathname, saved, hostDefault));
    locale = hostDefault;
  }

  // Every page, public or signed in, is the maintenance notice meanwhile, in the visitor's language; a 503 that says
  // when to come back, which search engines take for a pause rather than a change.
  if (maintenance) {
    const response = rewrite(request, [locale, 'maintenance'], locale, contentSecurityPolicy, 503);
    response.headers.set('Retry-After', String(maintenance.retryAfterSeconds));
    response.headers.set('Cache-Control', 'no-store');
    return response;
  }

  const first = segments[0];
  let internalSegments = segments;
  let publicPage = true;
  if (first !== undefined) {
    const match = segmentIndex.get(first.toLowerCase());
    if (!match) {
      const response = redirect(request, localizePath('/Home', locale, hostDefault));
      response.cookies.set(THEME_COOKIE, 'light', { path: '/', maxAge: YEAR_SECONDS, sameSite: 'lax' });
      return response;
    }
    if (match.canonical !== first) {
      return redirect(request, localizePath(`/${[match.canonical, ...segments.slice(1)].join('/')}`, locale, hostDefault), 308);
    }
    if (match.target) internalSegments = [match.target, ...segments.slice(1)];
    publicPage = match.family === 'public';
    if (match.family === 'app' && !SESSION_COOKIE_NAMES.some((name) => request.cookies.has(name))) {
      return redirect(request, localizePath('/login', locale, hostDefault), 307, { next: `/${segments.join('/')}` });
    }
  }

  const response = rewrite(request, [locale, ...internalSegments], locale, contentSecurityPolicy);
  // Public pages read nothing of the visitor but the inputs the HTML cache keys on (scripts/html-cache.mjs).
  if (publicPage) response.headers.set(CACHEABLE_MARK, '1');
  return response;
}

/** To the page under app/[locale]/ that `segments` name, with what the server components read from the request. */
function rewrite(request: NextRequest, segments: string[], locale: Locale, contentSecurityPolicy: string, status?: number) {
  const rewritten = request.nextUrl.clone();
  rewritten.pathname = `/${segments.join('/')}`;
  // next-intl reads the locale of server components from this header, Next the nonce for its scripts from this CSP.
  const headers = new Headers(request.headers);
  headers.set('X-NEXT-INTL-LOCALE', locale);
  headers.set('Content-Security-Policy', contentSecurityPolicy);
  return NextResponse.rewrite(rewritten, { request: { headers }, ...(status ? { status } : {}) });
}

function redirect(request: NextRequest, pathname: string, status: 307 | 308 = 307, query?: Record<string, string>) {
  const target = request.nextUrl.clone();
  target.pathname = pathname;
  if (query) target.search = new URLSearchParams(query).toString();
  return NextResponse.redirect(target, status);
}

export const config = {
  // Everything but the API, Next's own files and files with an extension (favicon, images, robots.txt); and the
  // root-level .xml files, among which the sitemaps.
  matcher: ['/((?!api/|_next/|.*\\.[\\w]+$).*)', '/:file([\\w.-]+\\.xml)'],
};
