import { readFileSync } from 'node:fs';
import path from 'node:path';
import { locales, type Locale } from '@/lib/i18n/config';

export type MessageTree = { [key: string]: string | MessageTree };

/** A message file as it is on disk now (not a cached import), so parity checks see the latest edit. */
export function loadMessages(locale: Locale): MessageTree {
  return JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as MessageTree;
}

/** Every leaf as [dotted key path, text]. */
export function messageEntries(tree: MessageTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : messageEntries(value, `${prefix}${key}.`),
  );
}

/** The text at a dotted key path, or undefined. */
export function messageAt(tree: MessageTree, keyPath: string): string | undefined {
  const value = keyPath
    .split('.')
    .reduce<string | MessageTree | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), tree);
  return typeof value === 'string' ? value : undefined;
}

export const ALL_LOCALES: readonly Locale[] = locales;

/** The text a locale's file has at a key path; throws when the key is missing so no test compares with undefined. */
export function messageText(locale: Locale, keyPath: string): string {
  const text = messageAt(loadMessages(locale), keyPath);
  if (text === undefined) throw new Error(`messages/${locale}.json has no ${keyPath}`);
  return text;
}

/**
 * Words a customer reads the same in English and in another language without a translation being missing: brand and
 * product names, and industry terms the languages borrow as they are. Codes (IBAN, CVC), units and texts made only of
 * placeholders, numbers and signs are recognised by their shape (`sameByShape`).
 */
export const SAME_IN_EVERY_LANGUAGE = new Set(['Bitcoin Base', 'Pro', 'Staking', 'Passkeys', 'E-mail']);
/** Words a language writes exactly as English does (checked by a reader of the language, not a gap). */
export const SAME_IN_THIS_LANGUAGE: Record<string, readonly string[]> = {
  cs: ['Blog', 'Menu', 'Newsletter', 'Symbol', 'Limit', 'Minimum'],
  de: [
    'Blog',
    'Kiosk',
    'Status',
    'normal',
    'Limits',
    'Installation',
    'Wallets',
    'Cookies',
    'Standard',
    'Support',
    'Coin',
    'Wallet',
    'Newsletter',
    'Symbol',
    'Name',
    'Limit',
    'Bank',
    'Asset',
    'Minimum',
  ],
  el: ['Cookies'],
  es: ['Blog', 'Personal', 'Plan', 'normal', 'Cookies', 'Total', 'Flexible'],
  hu: ['Blog', 'Limit', 'Bank', 'Minimum'],
  ru: [],
  sk: ['Blog', 'Kiosk', 'Cookies', 'Menu', 'Newsletter', 'Symbol', 'Limit', 'Minimum'],
};
/** A code in capitals (IBAN, BIC (SWIFT), ATM), or no word of three letters once the placeholders are taken out. */
export const sameByShape = (text: string) => /^[A-Z0-9 ()/-]+$/.test(text) || !/\p{L}{3}/u.test(text.replace(/\{[^{}]*\}/g, ''));
