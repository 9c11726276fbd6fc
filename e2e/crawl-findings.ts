import { CRYPTO_SCALES, FIAT_CURRENCIES, FIAT_SCALE } from '../lib/money/currencies';
import type { Locale } from '../lib/i18n/config';
import { localeNames } from '../lib/i18n/config';
import {
  loadMessages,
  messageEntries,
  SAME_IN_EVERY_LANGUAGE,
  SAME_IN_THIS_LANGUAGE,
  sameByShape,
  type MessageTree,
} from '../tests/support/messages';

/**
 * What the crawler (e2e/crawler.spec.ts) reads as a customer would: the page's visible text, split as the page renders
 * it, and where its links lead. Each check answers one line per finding, so a run lists every one of them.
 */

/** Every message key path of en.json and each of its prefixes: a shown key is one of these, a file name is not. */
export function keyIndex(english: MessageTree = loadMessages('en')) {
  const paths = new Set<string>();
  for (const [key] of messageEntries(english)) {
    const parts = key.split('.');
    for (let end = 2; end <= parts.length; end++) paths.add(parts.slice(0, end).join('.'));
  }
  return { namespaces: new Set(Object.keys(english)), paths };
}
export type KeyIndex = ReturnType<typeof keyIndex>;

/**
 * A message key in place of its text ("vouchers.redeem.validation.code"): dotted words starting with a namespace of the
 * messages, either a real key path or three segments deep (a key the file lacks shows the same way). A host name or a
 * file name ("history.csv") is neither.
 */
export function messageKeyFindings(text: string, index: KeyIndex): string[] {
  const found = new Set<string>();
  for (const [token] of text.matchAll(/(?<![\w@./:-])[a-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9_-]*)+(?![\w@/-]|\.[A-Za-z])/g)) {
    const namespace = token.split('.')[0]!;
    if (index.namespaces.has(namespace) && (index.paths.has(token) || token.split('.').length >= 3)) found.add(token);
  }
  return [...found].map((token) => `message key shown: "${token}"`);
}

/** A status or error code of the API shown as it is ("BUY_IN_PROGRESS") instead of in words. */
export function statusCodeFindings(text: string): string[] {
  const found = new Set(text.match(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g) ?? []);
  return [...found].map((code) => `raw code shown: ${code}`);
}

const FIAT_SYMBOLS: Record<string, string> = { '€': 'EUR', Kč: 'CZK', $: 'USD' };
const FIAT = new Set<string>([...FIAT_CURRENCIES, 'USD']);
const ASSETS = [...Object.keys(FIAT_SYMBOLS), ...FIAT, ...Object.keys(CRYPTO_SCALES)].sort((a, b) => b.length - a.length);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ASSET = `(${ASSETS.map(escape).join('|')})`;
/** Digits with the separators of any locale between them (1,234.5 · 1 234,5 · 1.234,5 · 1'234.5). */
const NUMBER = `(\\d+(?:[.,'\\u00a0\\u202f ]\\d+)*)`;
const SPACE = `[\\u00a0\\u202f ]?`;
const AMOUNT_AFTER = new RegExp(`(?<![\\w.,])${NUMBER}${SPACE}${ASSET}(?![\\p{L}\\d])`, 'gu');
const AMOUNT_BEFORE = new RegExp(`(?<![\\p{L}])${ASSET}${SPACE}[-−]?${NUMBER}(?![\\d])`, 'gu');

/** The locale's decimal separator, as Intl writes it. */
const decimalSeparator = (locale: string) =>
  new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')!.value;

/**
 * The digits after the decimal separator of a number as shown. The last separator is the decimal one when it is the
 * locale's, or when three digits do not follow it (a group separator always has three): "0.010097917297176797" on a
 * Czech page has 18 decimals, "1,234" on an English one none.
 */
export function fractionOf(number: string, locale: string): string {
  const last = Math.max(number.lastIndexOf('.'), number.lastIndexOf(','));
  if (last < 0) return '';
  const tail = number.slice(last + 1);
  if (!/^\d+$/.test(tail)) return '';
  return number[last] === decimalSeparator(locale) || tail.length !== 3 ? tail : '';
}

/**
 * More decimals than the asset has as a person reads it: fiat 2 (a price under one unit, a rate, may show up to six
 * significant digits), a coin its chain's decimals up to 8, and a coin counted in more than 8 (ETH's 18) 8 significant
 * digits.
 */
export function decimalFindings(text: string, locale: string): string[] {
  const found = new Set<string>();
  const check = (shown: string, number: string, asset: string) => {
    const code = FIAT_SYMBOLS[asset] ?? asset;
    const fraction = fractionOf(number, locale);
    const whole = number.slice(0, number.length - fraction.length).replace(/\D/g, '');
    const significant = (whole + fraction).replace(/^0+/, '').length;
    const tooPrecise = FIAT.has(code)
      ? fraction.length > FIAT_SCALE && (Number(whole) > 0 || significant > 6)
      : CRYPTO_SCALES[code]! > 8
        ? significant > 8 && fraction.length > 0
        : fraction.length > CRYPTO_SCALES[code]!;
    if (tooPrecise) found.add(`too many decimals for ${code}: "${shown}"`);
  };
  for (const match of text.matchAll(AMOUNT_AFTER)) check(match[0], match[1]!, match[2]!);
  for (const match of text.matchAll(AMOUNT_BEFORE)) check(match[0], match[2]!, match[1]!);
  return [...found];
}

/** A web link to a host that stands in for a real one, or to a loopback server that is not this app (or its e2e neighbours). */
export function placeholderLinkFindings(links: readonly string[], ownOrigins: readonly string[]): string[] {
  const found = new Set<string>();
  for (const link of links) {
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    const host = url.hostname.toLowerCase();
    const placeholder =
      /(^|\.)example\.(com|org|net)$/.test(host) ||
      /\.(example|invalid|test|localhost)$/.test(host) ||
      /^test\./.test(host) ||
      host.includes('placeholder') ||
      (['localhost', '127.0.0.1', '[::1]', '0.0.0.0'].includes(host) && !ownOrigins.includes(url.origin));
    if (placeholder) found.add(`link to a placeholder host: ${url.origin}${url.pathname}`);
  }
  return [...found];
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * English texts of the messages that must not show on a page in `locale`: every English text the locale's own file
 * does not also use (a word it shares with English, allowed by tests/unit/messages.test.ts, is the locale's too), brand
 * words, codes and language names aside. Texts with plain {placeholders} match with anything in their place.
 */
export function englishIndex(locale: Locale) {
  const own = new Map(messageEntries(loadMessages(locale)));
  const ownTexts = new Set([...own.values()].map(normalize));
  const allowed = new Set([...SAME_IN_EVERY_LANGUAGE, ...(SAME_IN_THIS_LANGUAGE[locale] ?? []), ...Object.values(localeNames)]);
  const exact = new Map<string, string>();
  const templates: { key: string; pattern: RegExp }[] = [];
  for (const [key, raw] of messageEntries(loadMessages('en'))) {
    const text = normalize(raw);
    if (own.get(key) === raw || ownTexts.has(text) || allowed.has(text) || sameByShape(text)) continue;
    if (!text.includes('{')) {
      exact.set(text, key);
      continue;
    }
    // ICU plurals and selects, and texts that are mostly placeholders, say too little to recognise.
    if (/\{\s*\w+\s*,/.test(text) || /[<>]/.test(text)) continue;
    const literal = text.replace(/\{\w+\}/g, ' ');
    if ((literal.match(/\p{L}{3,}/gu) ?? []).length < 2) continue;
    const pattern = new RegExp(
      `^${text
        .split(/\{\w+\}/)
        .map(escape)
        .join('.+?')}$`,
      'u',
    );
    templates.push({ key, pattern });
  }
  return { exact, templates };
}
export type EnglishIndex = ReturnType<typeof englishIndex>;

/** The English message texts among a page's visible texts (each text node as rendered), with their keys. */
export function englishFindings(texts: readonly string[], index: EnglishIndex): string[] {
  const found = new Set<string>();
  for (const raw of texts) {
    const text = normalize(raw);
    if (!/\p{L}{3}/u.test(text)) continue;
    const key = index.exact.get(text) ?? index.templates.find((template) => template.pattern.test(text))?.key;
    if (key) found.add(`English text "${text.slice(0, 80)}" (${key})`);
  }
  return [...found];
}
