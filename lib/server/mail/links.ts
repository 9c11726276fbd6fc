import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedServerKey } from '@/lib/server/core';
import { env } from '@/lib/env';
import { defaultLocaleForHost, domainRuleForHost, localizePath, normalizeLocale, type Locale } from '@/lib/i18n/config';
import type { LinkOptOutKey } from '@/lib/validation/profile';
import { routePath } from '@/lib/routes';

/**
 * The site a reader of `locale` is sent to: PUBLIC_ORIGIN when its domain serves that language without a prefix, else
 * the first of PUBLIC_HOSTS whose country domain (DOMAIN_TABLE) does, over https, else PUBLIC_ORIGIN. Configuration
 * only: a request's Host and X-Forwarded-Proto are the caller's to choose, and once put an attacker's site into a
 * password-reset link sent to the victim.
 */
function mailOrigin(locale: Locale): URL {
  const { PUBLIC_ORIGIN, PUBLIC_HOSTS, DOMAIN_TABLE } = env();
  const publicOrigin = new URL(PUBLIC_ORIGIN);
  if (defaultLocaleForHost(publicOrigin.host, DOMAIN_TABLE) === locale) return publicOrigin;
  const countryHost = PUBLIC_HOSTS.find((host) => normalizeLocale(domainRuleForHost(host, DOMAIN_TABLE)?.locale) === locale);
  return countryHost ? new URL(`https://${countryHost}`) : publicOrigin;
}

/**
 * An absolute link for an e-mail to a reader of `locale`: their country's site (mailOrigin), with the language prefix
 * they need there; `prefixed: false` for an address that has no language (an API call).
 */
export function mailLink(path: string, locale: Locale, { prefixed = true } = {}): string {
  const origin = mailOrigin(locale);
  const localized = prefixed ? localizePath(path, locale, defaultLocaleForHost(origin.host, env().DOMAIN_TABLE)) : path;
  return `${origin.origin}${localized}`;
}

/**
 * The unsubscribe links' MAC key, derived from TOTP_ENCRYPTION_KEY under its own label (as the one-time codes' and the
 * sign-in cookies' keys are), so it is never the key of anything else, and production refuses to start on the public
 * demo value. Replacing the secret (or the label's version) voids every link already sent: they become 404s that
 * point to Settings.
 */
const unsubscribeKey = () => derivedServerKey('unsubscribe:v1');

/** 128 bits of HMAC-SHA256 over the setting and the customer's mail token, in hex: no dash, no dot. */
const unsubscribeMac = (mailToken: string, setting: LinkOptOutKey) =>
  createHmac('sha256', unsubscribeKey()).update(`${setting}:${mailToken}`).digest().subarray(0, 16).toString('hex');

/**
 * The one page (and, under /api, the one-click call) that turns off one notification setting of one customer:
 * `/unsubscribe/{setting}-{mail token}-{mac}`. The MAC binds the setting to the customer, so a link edited to name
 * another setting is refused. No dot, which the proxy would take for a file name.
 */
export const unsubscribePath = (mailToken: string, setting: LinkOptOutKey) =>
  routePath('unsubscribe', { id: `${setting}-${mailToken}-${unsubscribeMac(mailToken, setting)}` });

/** True when `mac` is the one this link's setting and token were issued with; compared in constant time. */
export function unsubscribeMacMatches(mailToken: string, setting: LinkOptOutKey, mac: string): boolean {
  const expected = Buffer.from(unsubscribeMac(mailToken, setting), 'hex');
  const given = Buffer.from(mac, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
