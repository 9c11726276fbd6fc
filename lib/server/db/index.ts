import 'server-only';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { env } from '@/lib/env';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema> & { $client: Pool };
/** The database or a transaction of it: what writes that must join their caller's transaction take. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

// One pool per process; kept on globalThis so dev-mode module reloads do not leak connections.
const holder = globalThis as unknown as { kryptomatDb?: Database };

export function db(): Database {
  if (!holder.kryptomatDb) {
    const url = env().DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set: start the app with `npm start`, which provides a database.');
    const pool = new Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', (error) => console.error('[db] idle client error:', error.message));
    holder.kryptomatDb = drizzle(pool, { schema });
  }
  return holder.kryptomatDb;
}

export async function closeDb(): Promise<void> {
  const current = holder.kryptomatDb;
  holder.kryptomatDb = undefined;
  await current?.$client.end();
}

export { schema };
