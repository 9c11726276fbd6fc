import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '@/lib/server/auth/password/password';
import { db, schema } from '@/lib/server/db';
import { noticeText } from '@/lib/server/notifications/notices';

/** Empty every table and restart ids, so "broadcast 1" means the first one a test inserts; drop every queued job. */
export async function resetDatabase(): Promise<void> {
  const { rows } = await db().execute<{ name: string }>(
    sql`SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'`,
  );
  await db().execute(sql.raw(`TRUNCATE ${rows.map((row) => row.name).join(', ')} RESTART IDENTITY CASCADE`));
  // Jobs are keyed by what they work on ("news 1"), and ids restart above: a job left by an earlier test would stand in
  // for a new one. The queue's own schema exists once a test has started one.
  await db().execute(sql`DO $$ BEGIN IF to_regclass('pgboss.job') IS NOT NULL THEN TRUNCATE pgboss.job; END IF; END $$`);
}

export const TEST_PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;

/** A customer whose registration is complete (e-mail and phone proven) unless the overrides say otherwise. */
export async function createUser(overrides: Partial<typeof schema.users.$inferInsert> = {}) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db()
    .insert(schema.users)
    .values({
      email: `user-${Math.random().toString(36).slice(2)}@example.test`,
      passwordHash: await passwordHash,
      profileType: 'personal',
      firstName: 'Test',
      lastName: 'User',
      emailVerifiedAt: new Date(),
      phoneVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

/** Fixed instants so "older" and "newer" than an account never depend on the clock. */
export const ACCOUNT_CREATED = new Date('2024-06-01T12:00:00.000Z');
export const BEFORE_ACCOUNT = new Date('2024-01-15T08:00:00.000Z');
export const AFTER_ACCOUNT = new Date('2024-11-20T18:30:00.000Z');

type BroadcastInsert = typeof schema.broadcasts.$inferInsert;

export async function insertBroadcast(values: Partial<BroadcastInsert> & Pick<BroadcastInsert, 'toSend' | 'createdAt'>) {
  const [row] = await db()
    .insert(schema.broadcasts)
    .values({ title: `Broadcast ${Math.random().toString(36).slice(2)}`, message: 'Broadcast body', ...values })
    .returning();
  if (!row) throw new Error('broadcast not created');
  return row;
}

export async function insertNews(createdAt: Date, title = `News ${Math.random().toString(36).slice(2)}`) {
  const [row] = await db().insert(schema.news).values({ title, summary: 'Summary', body: 'Body', createdAt }).returning();
  if (!row) throw new Error('news not created');
  return row;
}

/** Setting 1, the one the client polls (viewautologoutbcm/1). */
export const AUTO_LOGOUT_SETTING_1 = { id: 1, status: true, logoutTimeout: 15, logoutMessage: 'Signed out for inactivity.' };

export async function insertAutoLogoutSetting(values: typeof schema.autoLogoutSettings.$inferInsert = AUTO_LOGOUT_SETTING_1) {
  await db().insert(schema.autoLogoutSettings).values(values);
}

export async function countUsers(): Promise<number> {
  return db().$count(schema.users);
}

export async function updateUser(id: number, changes: Partial<typeof schema.users.$inferInsert>) {
  await db().update(schema.users).set(changes).where(eq(schema.users.id, id));
}

/**
 * A customer's bell messages as a reader in `language` sees them (a notice is worded when it is read), oldest first,
 * with Intl's no-break spaces as plain ones.
 */
export async function bellIn(userId: number, language = 'en') {
  const rows = await db().select().from(schema.broadcasts).where(eq(schema.broadcasts.toId, userId)).orderBy(schema.broadcasts.id);
  return rows.map((row) => {
    const { title, message } = noticeText(row, language);
    return { title, message: message.replace(/\s/g, ' ') };
  });
}
