import 'server-only';
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { Pool, type QueryResultRow } from 'pg';
import { env } from '@/lib/env';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema> & { $client: Pool };
/** The database or a transaction of it: what writes that must join their caller's transaction take. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** How long a query waits for a connection before it fails (isDatabaseUnavailable: a 503 to retry). */
export const CONNECT_TIMEOUT_MS = 3000;

// One pool per process; kept on globalThis so dev-mode module reloads do not leak connections.
const holder = globalThis as unknown as { kryptomatDb?: Database };

export function db(): Database {
  if (!holder.kryptomatDb) {
    const url = env().DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set: start the app with `npm start`, which provides a database.');
    // A query waits at most CONNECT_TIMEOUT_MS for a connection (a free one of the pool, or a new one to PostgreSQL):
    // with every connection held by requests waiting on a lock, or PostgreSQL out of connections, the wait would
    // otherwise last until the client gives up; this way it is a 503 with Retry-After (the API handler) to retry.
    const pool = new Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // A connection PostgreSQL ends (a restart, a terminated backend) must not crash the process: the pool listens only
    // while a connection is idle, and one that a request holds would emit its 'error' to no one (an uncaught
    // exception) after failing that request's query. The pool drops the connection and the next query opens a new one.
    pool.on('connect', (client) => client.on('error', (error) => console.error('[db] connection lost:', error.message)));
    pool.on('error', () => undefined);
    holder.kryptomatDb = drizzle(pool, { schema });
  }
  return holder.kryptomatDb;
}

const dialect = new PgDialect();
/**
 * A statement's name is a digest of its text: node-postgres refuses a name prepared before with another text, and the
 * server bundles hold several copies of this module over the one pool, so a counter per copy would hand one name out
 * twice.
 */
const statementNames = new Map<string, string>();

/**
 * A raw statement run as a named prepared statement: each connection parses and plans it once and reuses the plan.
 * For hot statements whose planning costs more than their work, as the rate-limit upsert's (about 1 ms of planning,
 * a third of that to run; measured with pg_stat_statements). Its text must not vary beyond its parameters' values.
 */
export async function executePrepared<T extends QueryResultRow>(query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `prepared_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
    statementNames.set(text, name);
  }
  return (await db().$client.query<T>({ name, text, values: params })).rows;
}

export async function closeDb(): Promise<void> {
  const current = holder.kryptomatDb;
  holder.kryptomatDb = undefined;
  await current?.$client.end();
}

export { schema };
