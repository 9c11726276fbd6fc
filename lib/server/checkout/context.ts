import 'server-only';
import type { Locale } from '@/lib/i18n/config';
import type { SessionContext } from '@/lib/server/auth';
import { mailLink, type Recipient } from '@/lib/server/mail';

/** What an order handler knows about its caller besides the form. */
export interface OrderContext {
  locale: Locale;
  ip: string | null;
  /** The signed-in customer placing the order, if any: the order is then linked to the account. */
  userId: number | null;
}

/** Orders need no account, but a signed-in customer's order (the handler's optional session) is kept with their account. */
export function orderContext(ctx: { locale: Locale; ip: string | null; session?: SessionContext }): OrderContext {
  return { locale: ctx.locale, ip: ctx.ip, userId: ctx.session?.user.id ?? null };
}

/** An order's page in the customer's language, for an e-mail: on their country's site (mailLink), never the request's. */
export const orderPageUrl = (locale: Locale, path: string, query: Record<string, string>): string =>
  `${mailLink(path, locale)}?${new URLSearchParams(query)}`;

/** The address typed in an order form, written to in the order's language; a guest has no anti-phishing code. */
export const orderRecipient = (email: string, locale: string): Recipient => ({ email, language: locale, antiPhishingCode: null });

/** Order pages are open to whoever has the reference: the e-mail is shown only as a hint (j•••@example.com). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? '•••' : `${email[0]}•••${email.slice(at)}`;
}
