import 'server-only';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './index';

// Arbitrary constant: several app instances starting at once must not prepare the database twice.
const STARTUP_LOCK_KEY = 4_210_771;

/** Runs `work` while holding the lock that lets one instance at a time prepare the database; the others wait. */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  const client = await database.$client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

/** Applies pending migrations; the caller holds the startup lock (withStartupLock). */
export const applyMigrations = (database: Database) =>
  migrate(database, { migrationsFolder: path.join(process.cwd(), 'lib/server/db/migrations') });

export const migrateDatabase = (database: Database) => withStartupLock(database, () => applyMigrations(database));

export async function isEmptyDatabase(database: Database): Promise<boolean> {
  const result = await database.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`);
  return result.rows[0]?.n === 0;
}
