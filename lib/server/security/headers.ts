import 'server-only';
import { env, type AppEnv } from '@/lib/env';
import { mapCspSources } from '@/lib/server/atms';
import { secureCookiesFor } from '@/lib/server/core';

const YEAR_SECONDS = 365 * 24 * 3600;

/** 128 random bits, new for every page: a script an attacker manages to inject cannot carry it. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/**
 * Scripts run only when they carry this response's nonce or were loaded by one that does
 * ('strict-dynamic'); Next reads the nonce from the request's copy of this header and puts it on its own
 * scripts. Styles may be inline: Next and the UI set style attributes, which a nonce cannot cover, and
 * a style cannot run code. 'unsafe-eval' only in development, where React rebuilds error stacks with it.
 * The ATM map's style and tile hosts are allowed on every page, not only on the map's: a client-side
 * navigation to the map keeps the CSP of the page it started on. Its library runs its workers from our own
 * origin (MapLibre) or from a blob: (mapbox-gl), which 'strict-dynamic' alone would refuse.
 */
export function contentSecurityPolicy(nonce: string, secure: boolean, config: AppEnv = env()): string {
  const map = mapCspSources(config);
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${config.NODE_ENV === 'development' ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...map].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...map, ...config.CSP_EXTRA_CONNECT_SRC].join(' '),
    "worker-src 'self' blob:",
    ["frame-src 'self'", ...config.CSP_EXTRA_FRAME_SRC, ...statusWidgetOrigin(config)].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(secure ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The status widget is framed on every page, so its origin is allowed without a second setting. */
function statusWidgetOrigin(config: AppEnv): string[] {
  return config.STATUS_WIDGET_URL ? [new URL(config.STATUS_WIDGET_URL).origin] : [];
}

/**
 * Everything a page answer carries, redirects included. HSTS and upgrade-insecure-requests follow the
 * cookie rule (HTTPS everywhere but localhost): on a plain-HTTP localhost they would lock the browser
 * out of the dev server.
 */
export function pageSecurityHeaders(host: string | null, nonce: string): Record<string, string> & { 'Content-Security-Policy': string } {
  const secure = secureCookiesFor(host);
  return {
    'Content-Security-Policy': contentSecurityPolicy(nonce, secure),
    ...(secure ? { 'Strict-Transport-Security': `max-age=${YEAR_SECONDS}; includeSubDomains` } : {}),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}
