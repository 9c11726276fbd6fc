import 'server-only';
import { demoMode, env } from '@/lib/env';
import { db } from '@/lib/server/db';
import { applyMigrations, isEmptyDatabase, withStartupLock } from '@/lib/server/db/migrate';
import { demoLogins, seedDemoData } from '@/lib/server/demo';

/** Runs once per server start (instrumentation.ts): schema up to date, demo data on a fresh database. */
export async function prepareDatabase(): Promise<void> {
  const database = db();
  // Seeding under the migrations' lock: an instance starting beside another on a fresh database must find the other's
  // demo data committed, not an empty database it seeds a second time (and fails on its unique e-mails).
  await withStartupLock(database, async () => {
    await applyMigrations(database);
    if (demoMode() && (await isEmptyDatabase(database))) {
      await seedDemoData(database, env().DEMO_PASSWORD);
      console.log('[db] demo data loaded');
    }
  });
  if (!demoMode()) return;
  const lines = demoLogins.map((login) => `    ${login.email.padEnd(28)} ${login.label}`);
  console.log(`  Demo logins (password ${env().DEMO_PASSWORD}):\n${lines.join('\n')}`);
}

/** For server start: a server without its schema would answer every request with an error, so stop and say why. */
export async function prepareDatabaseOrExit(): Promise<void> {
  try {
    await prepareDatabase();
  } catch (error) {
    console.error('[db] could not prepare the database:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
