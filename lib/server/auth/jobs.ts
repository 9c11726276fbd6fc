import 'server-only';
import { sql } from 'drizzle-orm';
import { deletedRows, EXPIRED_GRACE } from '@/lib/server/core';

/** Sessions ended or revoked, spent or lapsed reset links, one-time codes, unfinished passkey ceremonies: for the sweep-expired job. */
export const sweepExpiredSignIns = async () => ({
  sessions: await deletedRows(
    sql`DELETE FROM sessions WHERE expires_at < now() - ${EXPIRED_GRACE} OR revoked_at < now() - ${EXPIRED_GRACE}`,
  ),
  passwordResetTokens: await deletedRows(sql`DELETE FROM password_reset_tokens WHERE expires_at < now() - ${EXPIRED_GRACE}`),
  verificationCodes: await deletedRows(sql`DELETE FROM verification_codes WHERE expires_at < now() - ${EXPIRED_GRACE}`),
  webauthnChallenges: await deletedRows(sql`DELETE FROM webauthn_challenges WHERE expires_at < now() - ${EXPIRED_GRACE}`),
});
