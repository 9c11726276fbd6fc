import 'server-only';
import { demoMode, env } from '@/lib/env';
import { db } from '@/lib/server/db';
import { isEmptyDatabase, migrateDatabase } from '@/lib/server/db/migrate';
import { demoLogins, seedDemoData } from '@/lib/server/demo';

/** Runs once per server start (instrumentation.ts): schema up to date, demo data on a fresh database. */
export async function prepareDatabase(): Promise<void> {
  const database = db();
  await migrateDatabase(database);
  if (!demoMode()) return;
  if (await isEmptyDatabase(database)) {
    await seedDemoData(database, env().DEMO_PASSWORD);
    console.log('[db] demo data loaded');
  }
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
