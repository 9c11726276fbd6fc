// A short-lived cache of public pages' HTML for anonymous visitors, in front of Next (scripts/server.mjs).
//
// Why: the CSP nonce makes every page render per request, and rendering the site's frame costs ~10 ms of CPU,
// so a visitor's page view cost more than everything else the server does. The data of these pages changes by
// the minute at most (rates, ATMs, posts), so a page rendered a few seconds ago is as good as a new one, except
// for its nonce: every answer from the cache gets a fresh nonce in the CSP header and in the HTML alike.
//
// What is cached is decided in two places, both of which must agree:
//  - here, before Next runs: a GET without a query string or Next's own headers, whose cookies are at most the two
//    that change a public page (theme, locale), so no session, pending sign-in or OIDC cookie ever meets the cache;
//  - by proxy.ts, which marks the answers of public-family routes with CACHEABLE_MARK (it knows the routes).
// Only a 200 text/html answer with the mark, a nonce in its CSP and no Set-Cookie, streamed to its end with no part
// failed on the way, is stored. The key holds every request input such a page reads: the URL, Host,
// X-Forwarded-Proto and those two cookies as the app reads them, so a made-up value adds no entry.
//
// Reusing HTML with a new nonce keeps what the nonce is for: the stored nonce is replaced wherever it appears,
// and markup injected into a page could not have known it, since it was drawn after the page's data was read.
import { randomBytes } from 'node:crypto';
import { LOCALE_COOKIE, THEME_COOKIE } from '../lib/cookie-names.mjs';
import { CACHEABLE_MARK } from '../lib/html-cache-settings.mjs';
import { normalizeLocale } from '../lib/i18n/locale-codes.mjs';

/** hit or miss on answers the cache served or stored, for operators and tests; absent when it stayed out. */
const CACHE_STATUS_HEADER = 'x-html-cache';
const KEY_COOKIES = new Set([THEME_COOKIE, LOCALE_COOKIE]);
/**
 * The key holds each cookie as the app reads it, so a visitor cannot make an entry per made-up value: the themes
 * lib/server/shell/shell.ts tells apart (any other value renders as none), and the locale the proxy makes of the
 * cookie (normalizeLocale; an unknown one counts as none there too).
 */
const THEMES = new Set(['light', 'dark']);
const keyedTheme = (value) => (value !== undefined && THEMES.has(value) ? value : '');
const keyedLocale = (value) => normalizeLocale(value) ?? '';
/**
 * Client-side navigations (rsc, next-router-*), server actions, and headers Next or its hosts read internally: a
 * request with any of them goes to Next, so none can make a page render differently under a URL's cache key.
 */
const NEXT_HEADER = /^(rsc$|next-|x-next|x-middleware-|x-now-|x-matched-path|x-invoke-|x-vercel-)/;
const NOT_STORED_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  CACHE_STATUS_HEADER,
]);
const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/_=-]{16,})'/;
/**
 * React's marks of a part of the page that failed on the server after the headers went out and is left to the
 * browser: a client-rendered boundary whose digest is absent or Next's number for an unexpected error. Next's own
 * words there (BAILOUT_TO_CLIENT_SIDE_RENDERING for a browser-only component, NEXT_HTTP_ERROR_FALLBACK…) are the
 * page working as written, the same on every render.
 */
const FAILED_PART = /<!--\$!--><template(?:>| data-dgst="\d+")|\$RX\("[^"]*"(?:\)|,(?:null|"\d+"))/;

const newNonce = () => randomBytes(16).toString('base64');

/**
 * The request's cookies by name, read as Next reads them (split at "; ", values percent-decoded, an undecodable
 * one dropped), or null when a name repeats (which value the page reads is then not ours to say).
 */
function cookieValues(header) {
  const values = new Map();
  if (!header) return values;
  for (const pair of header.split(/; */)) {
    if (!pair) continue;
    const equals = pair.indexOf('=');
    const name = equals < 0 ? pair : pair.slice(0, equals);
    if (values.has(name)) return null;
    values.set(name, equals < 0 ? 'true' : decodedOrUndefined(pair.slice(equals + 1)));
  }
  return values;
}

function decodedOrUndefined(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The cache key of a request that may be answered from the cache, or null when it must reach Next. */
function cacheKeyOf(req) {
  if (req.method !== 'GET' || req.url.includes('?') || req.url.startsWith('/_next/') || req.url.startsWith('/api/')) return null;
  if (Object.keys(req.headers).some((name) => NEXT_HEADER.test(name))) return null;
  const cookies = cookieValues(req.headers.cookie);
  if (!cookies || [...cookies.keys()].some((name) => !KEY_COOKIES.has(name))) return null;
  return [
    req.url,
    req.headers.host ?? '',
    req.headers['x-forwarded-proto'] ?? '',
    keyedTheme(cookies.get(THEME_COOKIE)),
    keyedLocale(cookies.get(LOCALE_COOKIE)),
  ].join('\n');
}

/**
 * @param {{ ttlMs: number, maxBytes?: number, now?: () => number }} options  ttlMs 0 stores nothing
 */
export function createHtmlCache({ ttlMs, maxBytes = 64 * 1024 * 1024, now = Date.now }) {
  /** Insertion order is recency order: a hit moves its entry to the end, eviction takes from the front. */
  const entries = new Map();
  let storedBytes = 0;

  function remove(key) {
    const entry = entries.get(key);
    if (!entry) return;
    storedBytes -= entry.bytes;
    entries.delete(key);
  }

  function store(key, entry) {
    remove(key);
    if (entry.bytes > maxBytes) return;
    entries.set(key, entry);
    storedBytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (storedBytes <= maxBytes) break;
      remove(oldest);
    }
  }

  function freshEntry(key) {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now()) {
      remove(key);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  function answerFromEntry(entry, res) {
    const nonce = newNonce();
    const withNewNonce = (text) => text.replaceAll(entry.nonce, nonce);
    res.statusCode = 200;
    for (const [name, value] of entry.headers) res.setHeader(name, Array.isArray(value) ? value.map(withNewNonce) : withNewNonce(value));
    res.setHeader(CACHE_STATUS_HEADER, 'hit');
    res.end(withNewNonce(entry.body));
  }

  /**
   * Takes the proxy's mark off every answer (it is a note to this cache, not to the visitor) and, given a key,
   * records what Next writes and stores it when the answer qualifies; the visitor gets it as it streams.
   */
  function watchAnswer(res, key) {
    const chunks = [];
    let nonce = null;
    const { writeHead, write, end } = res;
    res.writeHead = function (statusCode, ...rest) {
      // Headers given to writeHead itself (Next's redirects do) count like the ones set before.
      const given = rest.find((argument) => argument && typeof argument === 'object' && !Array.isArray(argument));
      if (given) for (const [name, value] of Object.entries(given)) res.setHeader(name, value);
      const marked = res.getHeader(CACHEABLE_MARK) !== undefined;
      res.removeHeader(CACHEABLE_MARK);
      const policyNonce = NONCE_IN_POLICY.exec(String(res.getHeader('content-security-policy') ?? ''))?.[1];
      if (
        key !== null &&
        marked &&
        statusCode === 200 &&
        policyNonce &&
        !res.hasHeader('set-cookie') &&
        /^text\/html/.test(String(res.getHeader('content-type') ?? ''))
      ) {
        nonce = policyNonce;
        res.setHeader(CACHE_STATUS_HEADER, 'miss');
      }
      return writeHead.call(this, statusCode, ...rest.filter((argument) => argument !== given));
    };
    if (key === null) return;
    const keep = (chunk, encoding) => {
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function')
        chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
    };
    res.write = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    res.end = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      return end.call(this, chunk, encoding, callback);
    };
    // Only a whole answer is stored: 'finish' never comes when the render stream failed and destroyed the answer
    // (even if something ends it afterwards), nor when the visitor left halfway.
    res.once('finish', () => {
      if (!nonce || res.errored) return;
      const body = Buffer.concat(chunks).toString('utf8');
      if (FAILED_PART.test(body)) return;
      const headers = Object.entries(res.getHeaders())
        .filter(([name]) => !NOT_STORED_HEADERS.has(name))
        .map(([name, value]) => [name, Array.isArray(value) ? value.map(String) : String(value)]);
      store(key, { expires: now() + ttlMs, nonce, headers, body, bytes: Buffer.byteLength(body) });
    });
  }

  return {
    /** Answers from the cache and returns true, or returns false after preparing res for Next's answer: then call Next. */
    answer(req, res) {
      const key = ttlMs > 0 ? cacheKeyOf(req) : null;
      const entry = key === null ? undefined : freshEntry(key);
      if (entry) {
        answerFromEntry(entry, res);
        return true;
      }
      watchAnswer(res, key);
      return false;
    },
  };
}
