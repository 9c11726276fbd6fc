import 'server-only';
import { sql } from 'drizzle-orm';
import { db } from '@/lib/server/db';
import { KEY_LIFETIME } from '@/lib/server/ledger';
import { deleteStaleRateLimits } from '@/lib/server/security';

/** A row whose use ended this long ago cannot matter to any flow still in progress. */
const GRACE = sql`interval '1 day'`;

const count = async (statement: ReturnType<typeof sql>) => (await db().execute(statement)).rowCount ?? 0;

/**
 * Deletes what has expired: sessions ended or revoked, spent or lapsed reset links, one-time codes and conversion
 * quotes, idempotency keys past their lifetime (a customer who never comes back keeps none), and rate-limit rows that
 * went quiet. Run by the job queue, so one instance does it for all of them; each statement stands alone, so a
 * sweep that stops half-way leaves nothing inconsistent.
 */
export async function sweepExpired(): Promise<Record<string, number>> {
  return {
    sessions: await count(sql`DELETE FROM sessions WHERE expires_at < now() - ${GRACE} OR revoked_at < now() - ${GRACE}`),
    passwordResetTokens: await count(sql`DELETE FROM password_reset_tokens WHERE expires_at < now() - ${GRACE}`),
    verificationCodes: await count(sql`DELETE FROM verification_codes WHERE expires_at < now() - ${GRACE}`),
    conversionQuotes: await count(sql`DELETE FROM conversion_quotes WHERE expires_at < now() - ${GRACE}`),
    idempotencyKeys: await count(sql`DELETE FROM idempotency_keys WHERE created_at < now() - ${KEY_LIFETIME}`),
    rateLimits: await deleteStaleRateLimits(),
  };
}
