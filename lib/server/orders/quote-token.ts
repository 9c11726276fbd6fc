import 'server-only';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/config';
import { refusal } from './refusal';

export type QuoteKind = 'swap' | 'card';

export interface SignedQuote {
  token: string;
  /** Seconds the quote holds from now: the browser counts down from its own clock, not ours. */
  ttlSeconds: number;
  expiresAt: Date;
}

const signingKey = () => new TextEncoder().encode(env().ORDER_SIGNING_KEY);

/**
 * A quote the browser carries back when the customer confirms: HS256-signed, so the order is made with
 * exactly these numbers or not at all, and it expires after QUOTE_TTL_SECONDS. The kind is the audience,
 * so a swap quote cannot be used as a card quote.
 */
export async function signQuote(kind: QuoteKind, terms: Record<string, string>): Promise<SignedQuote> {
  const ttlSeconds = env().QUOTE_TTL_SECONDS;
  const expiresAt = new Date((Math.floor(Date.now() / 1000) + ttlSeconds) * 1000);
  const token = await new SignJWT({ terms })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(kind)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(signingKey());
  return { token, ttlSeconds, expiresAt };
}

/** A quote's terms: decimal strings and symbols, nothing else. */
export const quoteTerms = <K extends string>(...keys: K[]) => z.object(Object.fromEntries(keys.map((key) => [key, z.string()])) as Record<K, z.ZodString>);

/** The terms of a valid, unexpired quote of this kind; otherwise a 409 that tells the browser to quote again. */
export async function readQuote<T>(kind: QuoteKind, token: string, terms: z.ZodType<T>, locale: Locale): Promise<{ terms: T; expiresAt: Date }> {
  let payload: { terms?: unknown; exp?: number };
  try {
    ({ payload } = await jwtVerify<{ terms?: unknown }>(token, signingKey(), { algorithms: ['HS256'], audience: kind }));
  } catch (error) {
    throw refusal(409, error instanceof errors.JWTExpired ? 'payments.errors.quoteExpired' : 'payments.errors.quoteInvalid', locale);
  }
  const parsed = terms.safeParse(payload.terms);
  if (!parsed.success || !payload.exp) throw refusal(409, 'payments.errors.quoteInvalid', locale);
  return { terms: parsed.data, expiresAt: new Date(payload.exp * 1000) };
}

/** The order must be for what was quoted: a body that differs from its quote's terms is refused like a forged quote. */
export function assertQuoteMatches(matches: boolean, locale: Locale): void {
  if (!matches) throw refusal(409, 'payments.errors.quoteInvalid', locale);
}
