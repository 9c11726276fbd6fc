import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';
import { clearRateLimit, enforceRateLimit } from '@/lib/server/security';
import { revokeUserSessions } from '../session/session';
import { hashPassword, verifyPassword } from './password';
import type { SessionContext } from '../session/session';

const { users } = schema;

/**
 * Checks the old password (rate-limited per account, so a borrowed session cannot walk passwords), stores
 * the new argon2id hash and ends every other session of the user: whoever else knew the old password is
 * signed out, the customer stays signed in here. Answers false for a wrong old password.
 */
export async function changePassword(session: SessionContext, input: { oldPassword: string; newPassword: string }): Promise<boolean> {
  const userId = session.user.id;
  await enforceRateLimit('password-change', { account: userId });
  const [row] = await db().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, input.oldPassword))) return false;
  const newHash = await hashPassword(input.newPassword);
  const changed = await db().transaction(async (tx) => {
    // Only over the hash just verified: of two changes racing with the same old password, one wins.
    const updated = await tx
      .update(users)
      .set({ passwordHash: newHash, passwordChangedAt: sql`now()` })
      .where(and(eq(users.id, userId), eq(users.passwordHash, row.passwordHash)))
      .returning({ id: users.id });
    if (updated.length === 0) return false;
    await revokeUserSessions(userId, 'revoked', { except: session.sessionId, database: tx });
    return true;
  });
  if (changed) await clearRateLimit('password-change', { account: userId });
  return changed;
}
