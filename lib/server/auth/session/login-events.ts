import 'server-only';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';

const { loginEvents, sessions } = schema;

interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/**
 * One sign-in attempt on an existing account. A success is recorded when the session becomes active
 * (after the password, or after the authenticator code when 2FA is on), so a password alone never shows
 * as a successful sign-in in the customer's history.
 */
export async function recordLoginAttempt(userId: number, success: boolean, client: ClientInfo): Promise<void> {
  await db().insert(loginEvents).values({ userId, success, ip: client.ip, userAgent: client.userAgent });
}

export type LoginEvent = Pick<typeof loginEvents.$inferSelect, 'id' | 'success' | 'ip' | 'userAgent' | 'createdAt'>;

const eventColumns = {
  id: loginEvents.id,
  success: loginEvents.success,
  ip: loginEvents.ip,
  userAgent: loginEvents.userAgent,
  createdAt: loginEvents.createdAt,
};

export async function recentLoginAttempts(userId: number, limit = 10): Promise<LoginEvent[]> {
  return db()
    .select(eventColumns)
    .from(loginEvents)
    .where(eq(loginEvents.userId, userId))
    .orderBy(desc(loginEvents.createdAt), desc(loginEvents.id))
    .limit(limit);
}

/**
 * "Last login" as the customer means it: the successful sign-in before the one they are using now. The
 * current session's own success is recorded after the session row, so anything older than that row is an
 * earlier sign-in (and a session opened by sign-up, which records no attempt, finds none).
 */
export async function previousSuccessfulLogin(userId: number, currentSessionId: number): Promise<LoginEvent | null> {
  const [event] = await db()
    .select(eventColumns)
    .from(loginEvents)
    .where(
      and(
        eq(loginEvents.userId, userId),
        eq(loginEvents.success, true),
        lt(loginEvents.createdAt, sql`(SELECT ${sessions.createdAt} FROM ${sessions} WHERE ${sessions.id} = ${currentSessionId})`),
      ),
    )
    .orderBy(desc(loginEvents.createdAt), desc(loginEvents.id))
    .limit(1);
  return event ?? null;
}
