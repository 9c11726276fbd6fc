import 'server-only';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import { db, schema } from '@/lib/server/db';
import { hashToken, isWellFormedToken, newSessionToken } from './tokens';

const { sessions, users } = schema;

export type SessionState = 'pending' | 'active';
export type UserRow = typeof users.$inferSelect;

export interface SessionContext {
  sessionId: number;
  state: SessionState;
  user: UserRow;
}

/** Why a presented token gives no session: none was sent, or it is no longer the user's current one. */
export type SessionLookup = { ok: true; session: SessionContext } | { ok: false; reason: 'missing' | 'stale' };

const PENDING_TTL_MS = 10 * 60 * 1000;
// last_seen_at is written at most this often, so a 5 s poll does not turn every read into a write.
const TOUCH_INTERVAL_MS = 60 * 1000;

interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Opens a session. An active session becomes the user's only one: older sessions are revoked in the same
 * transaction, which is what makes a sign-in elsewhere turn the old token into "Access Token Not Match!".
 * A pending session (second factor owed) leaves the others alone, so knowing a password is not enough to
 * sign the owner out.
 */
export async function openSession(userId: number, state: SessionState, client: ClientInfo) {
  const token = newSessionToken();
  const ttl = state === 'pending' ? PENDING_TTL_MS : env().SESSION_TTL_HOURS * 3600 * 1000;
  const expiresAt = new Date(Date.now() + ttl);
  await db().transaction(async (tx) => {
    const [created] = await tx
      .insert(sessions)
      .values({ userId, tokenHash: hashToken(token), state, expiresAt, ip: client.ip, userAgent: client.userAgent })
      .returning({ id: sessions.id });
    if (state === 'active' && created) {
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()`, revokeReason: 'superseded' })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, created.id), isNull(sessions.revokedAt)));
      await tx.update(users).set({ lastLoginAt: sql`now()`, lastLoginIp: client.ip }).where(eq(users.id, userId));
    }
  });
  return { token, expiresAt };
}

export async function lookupSession(token: string | undefined | null): Promise<SessionLookup> {
  if (!token) return { ok: false, reason: 'missing' };
  if (!isWellFormedToken(token)) return { ok: false, reason: 'stale' };
  const [row] = await db()
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  const now = Date.now();
  if (!row || row.session.revokedAt || row.session.expiresAt.getTime() <= now || row.user.status !== 'active') {
    return { ok: false, reason: 'stale' };
  }
  if (now - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db().update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, row.session.id));
  }
  return { ok: true, session: { sessionId: row.session.id, state: row.session.state, user: row.user } };
}

export async function revokeSession(sessionId: number, reason: 'logout' | 'revoked' | 'auto_logout'): Promise<void> {
  await db()
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
