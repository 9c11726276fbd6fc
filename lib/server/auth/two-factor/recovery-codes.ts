import 'server-only';
import { createHmac, randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { derivedServerKey } from '@/lib/server/core';
import { schema, type Executor } from '@/lib/server/db';

const { twoFactorRecoveryCodes } = schema;

export const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32: no I, L, O or U, so nothing read off paper is ambiguous; 10 symbols are 50 random bits. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const SYMBOLS = 10;
const WELL_FORMED = /^[0-9A-HJKMNP-TV-Z]{10}$/;

/**
 * Stored as HMAC-SHA256 under a server key, not argon2: a code is 50 random bits, not a password a dictionary can
 * guess, so a slow hash adds nothing against a leaked table (without the key not even a fast search is possible), while
 * one keyed hash lets a single indexed UPDATE find and spend a code atomically, where argon2 would cost up to ten slow
 * verifications per attempt, a CPU lever for whoever sends wrong codes.
 */
const codeHash = (userId: number, symbols: string) =>
  createHmac('sha256', derivedServerKey('recovery-codes')).update(`${userId}:${symbols}`).digest();

/** What the customer typed, as the stored symbols: any case, spaces and dashes ignored, O read as 0 and I or L as 1. */
function symbolsOf(typed: string): string | null {
  const symbols = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return WELL_FORMED.test(symbols) ? symbols : null;
}

function newSymbols(): string {
  return Array.from({ length: SYMBOLS }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** A new set of codes, shown to the customer this once as "XXXXX-XXXXX"; every code of the old set stops working. */
export async function replaceRecoveryCodes(tx: Executor, userId: number): Promise<string[]> {
  const symbols = new Set<string>();
  while (symbols.size < RECOVERY_CODE_COUNT) symbols.add(newSymbols());
  await forgetRecoveryCodes(tx, userId);
  await tx.insert(twoFactorRecoveryCodes).values([...symbols].map((code) => ({ userId, codeHash: codeHash(userId, code) })));
  return [...symbols].map((code) => `${code.slice(0, 5)}-${code.slice(5)}`);
}

/** Spends one unused code of the customer's; false when it is no such code. Two requests with one code: one wins. */
export async function spendRecoveryCode(tx: Executor, userId: number, typed: string): Promise<boolean> {
  const symbols = symbolsOf(typed);
  if (!symbols) return false;
  const spent = await tx
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash(userId, symbols)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ userId: twoFactorRecoveryCodes.userId });
  return spent.length > 0;
}

export async function forgetRecoveryCodes(tx: Executor, userId: number): Promise<void> {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
}
