import 'server-only';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import { db, schema } from '@/lib/server/db';
import { derivedServerKey, lockCustomer } from '@/lib/server/core';

const { verificationCodes } = schema;

/** What a code proves; each purpose has its own codes, so a code sent for one step never passes another. */
export type VerificationPurpose =
  'forgot-two-factor' | 'register-email' | 'register-phone' | 'link-identity' | 'change-email' | 'change-phone' | 'withdrawal-address';
export type VerificationChannel = 'email' | 'sms';

export const CODE_MINUTES = 10;
/** The wait between two codes of one purpose (CODE_RESEND_SECONDS). */
export const resendSeconds = () => env().CODE_RESEND_SECONDS;
export const MAX_WRONG_ATTEMPTS = 5;

/**
 * Six digits are a million values: a bare SHA-256 of them is reversed by trying them all. The HMAC key
 * comes from a server secret that is not in the database, so a copy of the table alone reveals no code.
 */
const hmacKey = () => derivedServerKey('verification-codes');

// The user and purpose are part of the MAC, so a row copied to another account or step does not match.
const codeHash = (userId: number, purpose: VerificationPurpose, code: string) =>
  createHmac('sha256', hmacKey()).update(`${userId}:${purpose}:${code}`).digest();

export type IssueResult = { issued: true; code: string; resendSeconds: number } | { issued: false; resendSeconds: number };

/**
 * A new code for the user and purpose, unless one was issued less than resendSeconds() ago (then the seconds
 * still to wait). The user's row is locked for the check and the insert, so two requests racing past the
 * cool-down cannot both send. A new code ends the older unspent ones: only the newest message counts.
 */
export async function issueVerificationCode(
  userId: number,
  purpose: VerificationPurpose,
  channel: VerificationChannel,
  destination: string,
): Promise<IssueResult> {
  return db().transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [recent] = await tx
      .select({
        wait: sql<number>`ceil(extract(epoch FROM ${verificationCodes.createdAt} + make_interval(secs => ${resendSeconds()}) - clock_timestamp()))::int`,
      })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    if (recent && recent.wait > 0) return { issued: false, resendSeconds: recent.wait };

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx
      .update(verificationCodes)
      .set({ expiresAt: sql`now()` })
      .where(
        and(
          eq(verificationCodes.userId, userId),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.consumedAt),
          gt(verificationCodes.expiresAt, sql`now()`),
        ),
      );
    await tx.insert(verificationCodes).values({
      userId,
      purpose,
      channel,
      destination,
      codeHash: codeHash(userId, purpose, code),
      expiresAt: sql`now() + make_interval(mins => ${CODE_MINUTES})`,
    });
    return { issued: true, code, resendSeconds: resendSeconds() };
  });
}

/**
 * Spends the user's live code for the purpose if `code` is it. A wrong code counts against the live one,
 * which stops working after MAX_WRONG_ATTEMPTS; the right one is spent by a conditional UPDATE, so of two
 * requests racing with it exactly one succeeds.
 */
export async function consumeVerificationCode(userId: number, purpose: VerificationPurpose, code: string): Promise<boolean> {
  const live = and(
    eq(verificationCodes.userId, userId),
    eq(verificationCodes.purpose, purpose),
    isNull(verificationCodes.consumedAt),
    gt(verificationCodes.expiresAt, sql`now()`),
    lt(verificationCodes.attempts, MAX_WRONG_ATTEMPTS),
  );
  const [row] = await db()
    .select({ id: verificationCodes.id, codeHash: verificationCodes.codeHash })
    .from(verificationCodes)
    .where(live)
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row) return false;
  const same = timingSafeEqual(row.codeHash, codeHash(userId, purpose, code));
  const updated = await db()
    .update(verificationCodes)
    .set(same ? { consumedAt: sql`now()` } : { attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, row.id), live))
    .returning({ id: verificationCodes.id });
  return same && updated.length > 0;
}
