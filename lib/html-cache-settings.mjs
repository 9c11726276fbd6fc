// What the HTML cache of public pages (scripts/html-cache.mjs, served by scripts/server.mjs) and the app agree on:
// the proxy's mark on cacheable answers and the HTML_CACHE_SECONDS rule, which lib/env.ts validates for the app and
// the plain-Node server applies, so the variable has one reading.

/** Set by proxy.ts on the answers of public-family routes; the cache stores only those and strips it. */
export const CACHEABLE_MARK = 'x-html-cacheable';

const DEFAULT_HTML_CACHE_SECONDS = 10;

/** Seconds a public page's HTML is reused (0 turns the cache off), or undefined when `raw` is not such a number. */
export function htmlCacheSeconds(raw) {
  if (raw === undefined || raw === '') return DEFAULT_HTML_CACHE_SECONDS;
  const seconds = Number(raw);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}
