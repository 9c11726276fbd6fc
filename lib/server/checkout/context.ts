import 'server-only';
import type { NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { defaultLocaleForHost, localizePath, type Locale } from '@/lib/i18n/config';
import type { SessionContext } from '@/lib/server/auth';
import { requestOrigin } from '@/lib/server/core';
import type { Recipient } from '@/lib/server/mail';

/** What an order handler knows about its caller besides the form. */
export interface OrderContext {
  locale: Locale;
  ip: string | null;
  /** The signed-in customer placing the order, if any: the order is then linked to the account. */
  userId: number | null;
  /** Where links in e-mails point: the site the order was placed on, when it is one of PUBLIC_HOSTS. */
  origin: { protocol: 'http' | 'https'; host: string } | null;
}

/** Orders need no account, but a signed-in customer's order (the handler's optional session) is kept with their account. */
export function orderContext(ctx: { request: NextRequest; locale: Locale; ip: string | null; session?: SessionContext }): OrderContext {
  return {
    locale: ctx.locale,
    ip: ctx.ip,
    userId: ctx.session?.user.id ?? null,
    origin: requestOrigin(ctx.request.headers, ctx.request.nextUrl.protocol),
  };
}

/** A page of this site in the customer's language, for an e-mail; null when the request's host is not trusted. */
export function orderPageUrl(origin: OrderContext['origin'], locale: Locale, path: string, query: Record<string, string>): string | null {
  if (!origin) return null;
  const localized = localizePath(path, locale, defaultLocaleForHost(origin.host, env().DOMAIN_TABLE));
  return `${origin.protocol}://${origin.host}${localized}?${new URLSearchParams(query)}`;
}

/** The address typed in an order form, written to in the order's language; a guest has no anti-phishing code. */
export const orderRecipient = (email: string, locale: string): Recipient => ({ email, language: locale, antiPhishingCode: null });

/** Order pages are open to whoever has the reference: the e-mail is shown only as a hint (j•••@example.com). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? '•••' : `${email[0]}•••${email.slice(at)}`;
}
