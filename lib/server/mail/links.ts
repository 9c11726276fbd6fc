import 'server-only';
import { env } from '@/lib/env';
import { defaultLocaleForHost, localizePath, type Locale } from '@/lib/i18n/config';
import type { NotificationKey } from '@/lib/validation/profile';

/**
 * An absolute link to a page of the site for an e-mail sent outside a request (a job, the operator's CLI): the public
 * origin, with the language prefix the reader needs there. `null` for an address that has no language (an API call).
 */
export function mailLink(path: string, locale: Locale | null): string {
  const origin = new URL(env().PUBLIC_ORIGIN);
  const localized = locale ? localizePath(path, locale, defaultLocaleForHost(origin.host, env().DOMAIN_TABLE)) : path;
  return `${origin.origin}${localized}`;
}

/** The one page (and, under /api, the one-click call) that turns off one notification setting of one customer. */
export const unsubscribePath = (mailToken: string, setting: NotificationKey) => `/unsubscribe/${setting}-${mailToken}`;
