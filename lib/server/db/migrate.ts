import 'server-only';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './index';

// Arbitrary constant: several app instances starting at once must not run migrations twice.
const MIGRATION_LOCK_KEY = 4_210_771;

export async function migrateDatabase(database: Database): Promise<void> {
  const client = await database.$client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(database, { migrationsFolder: path.join(process.cwd(), 'lib/server/db/migrations') });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

export async function isEmptyDatabase(database: Database): Promise<boolean> {
  const result = await database.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`);
  return result.rows[0]?.n === 0;
}
