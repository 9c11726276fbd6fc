import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { cookies } from 'next/headers';

/**
 * A public order's capability: 256 random bits given only to the browser that placed the order, in an HttpOnly
 * cookie named after the order (or its payment), with only the SHA-256 kept on the row. The order's page and its
 * 3-D Secure answer need it, so a reference seen elsewhere (a shared screen, a guess) opens nothing.
 */
export interface OrderAccess {
  /** The reference the cookie is named after: the swap's SW-…, or the card payment's PAY-…. */
  reference: string;
  token: string;
}

const ACCESS_DAYS = 30;

export const orderAccessCookieName = (reference: string) => `kt_order_${reference}`;

const sha256 = (token: string) => createHash('sha256').update(token).digest();

export function newOrderAccessToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}

/** Whether `token` is the capability whose hash the row keeps, compared in constant time. */
export function holdsOrderAccess(hash: Buffer | null | undefined, token: string | undefined): boolean {
  if (!hash || !token) return false;
  return timingSafeEqual(hash, sha256(token));
}

/** For the order pages: whether the request's browser holds the capability of the order named `reference`. */
export async function holdsOrderAccessCookie(reference: string, hash: Buffer | null): Promise<boolean> {
  return holdsOrderAccess(hash, (await cookies()).get(orderAccessCookieName(reference))?.value);
}

/** The order handlers' answer without its capability, which goes to the placing browser as a cookie instead. */
export function answerGrantingAccess<T>(cookies: { set(name: string, value: string, expires: Date): void }, placed: Placed<T>): T {
  cookies.set(orderAccessCookieName(placed.access.reference), placed.access.token, new Date(Date.now() + ACCESS_DAYS * 24 * 3600 * 1000));
  return placed.answer;
}

/** What an order function returns: the handler's answer, and the capability for the placing browser. */
export interface Placed<T> {
  answer: T;
  access: OrderAccess;
}
