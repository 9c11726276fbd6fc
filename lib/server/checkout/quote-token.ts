import 'server-only';
import { AppError } from '@/lib/server/core';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { env } from '@/lib/env';
import { schema, type Executor } from '@/lib/server/db';

export type QuoteKind = 'swap' | 'card' | 'transfer';

export interface SignedQuote {
  token: string;
  /** Seconds the quote holds from now: the browser counts down from its own clock, not ours. */
  ttlSeconds: number;
  expiresAt: Date;
}

const signingKey = () => new TextEncoder().encode(env().ORDER_SIGNING_KEY);

/**
 * A quote the browser carries back when the customer confirms: HS256-signed, so the order is made with
 * exactly these numbers or not at all, and it expires after `ttlSeconds` (QUOTE_TTL_SECONDS unless the kind says otherwise). The kind is the audience,
 * so a swap quote cannot be used as a card quote.
 */
export async function signQuote(
  kind: QuoteKind,
  terms: Record<string, string>,
  ttlSeconds = env().QUOTE_TTL_SECONDS,
): Promise<SignedQuote> {
  const expiresAt = new Date((Math.floor(Date.now() / 1000) + ttlSeconds) * 1000);
  const token = await new SignJWT({ terms })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(kind)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(signingKey());
  return { token, ttlSeconds, expiresAt };
}

/** A quote's terms: decimal strings and symbols, nothing else. */
export const quoteTerms = <K extends string>(...keys: K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.string()])) as Record<K, z.ZodString>);

/** The terms of a valid, unexpired quote of this kind; otherwise a 409 that tells the browser to quote again. */
export async function readQuote<T>(
  kind: QuoteKind,
  token: string,
  terms: z.ZodType<T>,
): Promise<{ terms: T; expiresAt: Date; id: string }> {
  let payload: { terms?: unknown; exp?: number; jti?: string };
  try {
    ({ payload } = await jwtVerify<{ terms?: unknown }>(token, signingKey(), { algorithms: ['HS256'], audience: kind }));
  } catch (error) {
    throw new AppError(409, error instanceof errors.JWTExpired ? 'payments.errors.quoteExpired' : 'payments.errors.quoteInvalid');
  }
  const parsed = terms.safeParse(payload.terms);
  if (!parsed.success || !payload.exp || !payload.jti) throw new AppError(409, 'payments.errors.quoteInvalid');
  return { terms: parsed.data, expiresAt: new Date(payload.exp * 1000), id: payload.jti };
}

/**
 * Spends a quote inside the transaction that writes its order, so of two orders racing with one quote exactly one
 * is written: the other meets the primary key and is told to confirm a new quote (409). Quotes past their expiry
 * are forgotten here, since their signature refuses them anyway.
 */
export async function spendQuote(tx: Executor, quote: { id: string; expiresAt: Date }): Promise<void> {
  await tx.execute(sql`DELETE FROM ${schema.usedQuotes} WHERE expires_at < now()`);
  const spent = await tx.insert(schema.usedQuotes).values(quote).onConflictDoNothing().returning({ id: schema.usedQuotes.id });
  if (spent.length === 0) throw new AppError(409, 'payments.errors.quoteUsed');
}

/** The order must be for what was quoted: a body that differs from its quote's terms is refused like a forged quote. */
export function assertQuoteMatches(matches: boolean): void {
  if (!matches) throw new AppError(409, 'payments.errors.quoteInvalid');
}
