import 'server-only';
import { and, eq, getTableColumns, gt, isNull, ne, sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import { db, schema } from '@/lib/server/db';
import { lockCustomer } from '@/lib/server/core';
import { withinAutoLogout } from './auto-logout';
import { hashToken, isWellFormedToken, newSessionToken } from './tokens';

const { sessions, users } = schema;

export type SessionState = 'pending' | 'active';
export type UserRow = typeof users.$inferSelect;
/** A user as sessions carry it: everything but the secrets, which only sign-in and 2FA code read. */
export type CustomerRow = Omit<UserRow, 'passwordHash' | 'totpSecret'>;

const { passwordHash: _passwordHash, totpSecret: _totpSecret, ...customerColumns } = getTableColumns(users);

export interface SessionContext {
  sessionId: number;
  state: SessionState;
  user: CustomerRow;
}

/** Why a presented token gives no session: none was sent, or it is no longer the user's current one. */
export type SessionLookup = { ok: true; session: SessionContext } | { ok: false; reason: 'missing' | 'stale' };

const PENDING_TTL_MS = 10 * 60 * 1000;
// last_seen_at is written at most this often, so a 5 s poll does not turn every read into a write; well under a
// minute, the least SESSION_IDLE_MINUTES, so a session in use never looks idle.
const TOUCH_INTERVAL_MS = 20 * 1000;

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
export async function openSession(
  userId: number,
  state: SessionState,
  client: ClientInfo,
  ttl = state === 'pending' ? PENDING_TTL_MS : env().SESSION_TTL_HOURS * 3600 * 1000,
) {
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + ttl);
  await db().transaction(async (tx) => {
    // One sign-in of a user at a time: without the row lock two concurrent sign-ins would each insert a session
    // the other's revoke cannot yet see, and both would stay active.
    if (state === 'active') await lockCustomer(tx, userId);
    const [created] = await tx
      .insert(sessions)
      .values({ userId, tokenHash: hashToken(token), state, expiresAt, ip: client.ip, userAgent: client.userAgent })
      .returning({ id: sessions.id });
    if (state === 'active' && created) {
      await revokeUserSessions(userId, 'superseded', { except: created.id, database: tx });
      await tx
        .update(users)
        .set({ lastLoginAt: sql`now()`, lastLoginIp: client.ip })
        .where(eq(users.id, userId));
    }
  });
  return { token, expiresAt };
}

/**
 * The customer's row as one JSON object keyed by the row's field names: the 5 s polls read it on every call, and one
 * json column instead of 41 spares the driver describing and parsing 41 fields each time (the session lookup alone:
 * 724 -> 743 per second at full load). customerFromJson gives each value the type its column maps it to.
 */
const customerFields = Object.entries(customerColumns);
const customerJson = sql<Record<string, unknown>>`json_build_object(${sql.join(
  customerFields.map(([field, column]) => sql`${sql.raw(`'${field}'`)}, ${column}`),
  sql`, `,
)})`;

function customerFromJson(json: Record<string, unknown>): CustomerRow {
  const customer: Record<string, unknown> = {};
  for (const [field, column] of customerFields) {
    const value = json[field];
    customer[field] = value === null ? null : column.mapFromDriverValue(value);
  }
  return customer as CustomerRow;
}

// Prepared once per pool: the 5 s polls of every signed-in browser run this query, and a named
// statement spares PostgreSQL the parse and plan each time (measured with npm run bench:poll).
const preparedLookups = new WeakMap<object, ReturnType<typeof prepareLookup>>();

function prepareLookup(database: ReturnType<typeof db>) {
  return database
    .select({
      session: { id: sessions.id, state: sessions.state, lastSeenAt: sessions.lastSeenAt },
      user: customerJson,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        // Idle for longer than SESSION_IDLE_MINUTES: over.
        gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${sql.placeholder('idleMinutes')}::int)`),
        // While the auto-logout setting is on, a session lives logout_timeout minutes from its sign-in, as the legacy
        // client's countdown promises the customer: enforced here, a copied token dies on time too.
        withinAutoLogout(sessions.createdAt),
        eq(users.status, 'active'),
      ),
    )
    .limit(1)
    .prepare('session_by_token_hash');
}

export async function lookupSession(token: string | undefined | null): Promise<SessionLookup> {
  if (!token) return { ok: false, reason: 'missing' };
  if (!isWellFormedToken(token)) return { ok: false, reason: 'stale' };
  const database = db();
  let lookup = preparedLookups.get(database);
  if (!lookup) {
    lookup = prepareLookup(database);
    preparedLookups.set(database, lookup);
  }
  const [row] = await lookup.execute({ tokenHash: hashToken(token), idleMinutes: env().SESSION_IDLE_MINUTES });
  // Unknown, revoked (logout, a newer sign-in), expired, idle too long, or its user blocked: no longer current.
  if (!row) return { ok: false, reason: 'stale' };
  if (Date.now() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await database
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, row.session.id));
  }
  return { ok: true, session: { sessionId: row.session.id, state: row.session.state, user: customerFromJson(row.user) } };
}

type Updater = Pick<ReturnType<typeof db>, 'update'>;

/**
 * Ends every live session of a user (optionally all but one), inside the caller's transaction when given:
 * a new sign-in, a password change or reset, a 2FA reset.
 */
export async function revokeUserSessions(
  userId: number,
  reason: 'superseded' | 'revoked',
  { except, database = db() }: { except?: number; database?: Updater } = {},
): Promise<void> {
  await database
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), except === undefined ? undefined : ne(sessions.id, except)));
}

export async function revokeSession(sessionId: number, reason: 'logout' | 'revoked' | 'auto_logout'): Promise<void> {
  await db()
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
