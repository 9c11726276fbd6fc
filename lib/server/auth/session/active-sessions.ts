import 'server-only';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';
import { AppError } from '@/lib/server/core';
import type { SessionContext } from './session';

const { sessions } = schema;

export interface ActiveSession {
  id: number;
  state: 'pending' | 'active';
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
}

const live = (userId: number) => and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

/** The caller's sessions that still open the account (a pending one still owes its code), newest first. */
export async function listActiveSessions(current: SessionContext): Promise<ActiveSession[]> {
  const rows = await db()
    .select({
      id: sessions.id,
      state: sessions.state,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(live(current.user.id))
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
  return rows.map((row) => ({ ...row, current: row.id === current.sessionId }));
}

/**
 * Ends one of the caller's other sessions. Another user's session id answers exactly like an id that does
 * not exist (404), so ids cannot be probed; the current session is ended by logout, not here.
 */
export async function revokeOtherSession(current: SessionContext, sessionId: number): Promise<void> {
  if (sessionId === current.sessionId) throw new AppError(409, 'cannotRevokeCurrentSession');
  const revoked = await db()
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: 'revoked' })
    .where(and(eq(sessions.id, sessionId), live(current.user.id)))
    .returning({ id: sessions.id });
  if (revoked.length === 0) throw new AppError(404, 'sessionNotFound');
}
