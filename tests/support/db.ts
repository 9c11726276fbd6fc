import { sql } from 'drizzle-orm';
import { hashPassword } from '@/lib/server/auth/password';
import { db, schema } from '@/lib/server/db';

/** Empty every table and restart ids, so "broadcast 1" means the first one a test inserts. */
export async function resetDatabase(): Promise<void> {
  await db().execute(
    sql`TRUNCATE users, sessions, broadcasts, news, auto_logout_settings, atms RESTART IDENTITY CASCADE`,
  );
}

export const TEST_PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;

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
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}
