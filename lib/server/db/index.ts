import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { Pool, type QueryResultRow } from 'pg';
import { env } from '@/lib/env';
import { CONNECTIONS_GUARDED, guardPool, inTransactionContext, outsideTransactions } from './connection-guard';
import { shareByCustomer } from './customer-share';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema> & { $client: Pool };
/** The database or a transaction of it: what writes that must join their caller's transaction take. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** How long a query waits for a connection before it fails (isDatabaseUnavailable: a 503 to retry). */
export const CONNECT_TIMEOUT_MS = 3000;

/**
 * Connections per process: requests share REQUEST_CONNECTIONS; jobs (the queue's handlers and pollers) have their own
 * JOB_CONNECTIONS, so a burst of requests that takes every request connection never stops a job, and a long job never
 * takes one from a request.
 */
export const REQUEST_CONNECTIONS = 10;
export const JOB_CONNECTIONS = 5;

type PoolName = 'requests' | 'jobs';

// One pool of each per process, and the job context, kept on globalThis so dev-mode module reloads do not leak
// connections and the server bundles' copies of this module share them.
const holder = globalThis as unknown as {
  kryptomatDb?: Database;
  kryptomatJobDb?: Database;
  kryptomatJobContext?: AsyncLocalStorage<true>;
};
const jobContext = (holder.kryptomatJobContext ??= new AsyncLocalStorage<true>());

/**
 * Runs `work` as a job: every db() inside it (whatever it awaits) uses the jobs' pool, and it is a caller of its own,
 * never part of a transaction of whatever started it.
 */
export const asJob = <T>(work: () => Promise<T>): Promise<T> => jobContext.run(true, () => outsideTransactions(work));

/** The database through the pool of whoever runs: a job's (asJob) or the requests'. */
export function db(): Database {
  return jobContext.getStore() ? (holder.kryptomatJobDb ??= open('jobs')) : (holder.kryptomatDb ??= open('requests'));
}

function open(name: PoolName): Database {
  const url = env().DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: start the app with `npm start`, which provides a database.');
  // A query waits at most CONNECT_TIMEOUT_MS for a connection (a free one of the pool, or a new one to PostgreSQL):
  // with every connection held, or PostgreSQL out of connections, the wait would otherwise last until the client gives
  // up; this way it is a 503 with Retry-After (the API handler) to retry.
  const pool = new Pool({
    connectionString: url,
    max: name === 'jobs' ? JOB_CONNECTIONS : REQUEST_CONNECTIONS,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A connection PostgreSQL ends (a restart, a terminated backend) must not crash the process: the pool listens only
  // while a connection is idle, and one that a request holds would emit its 'error' to no one (an uncaught
  // exception) after failing that request's query. The pool drops the connection and the next query opens a new one.
  pool.on('connect', (client) => client.on('error', (error) => console.error('[db] connection lost:', error.message)));
  pool.on('error', () => undefined);
  if (name === 'requests') shareByCustomer(pool, CONNECT_TIMEOUT_MS);
  const database = drizzle(pool, { schema });
  if (CONNECTIONS_GUARDED) {
    guardPool(pool);
    const transaction = database.transaction.bind(database);
    database.transaction = (work, config) => inTransactionContext(() => transaction(work, config));
  }
  return database;
}

export { asCustomer, asSessionHolder, isShareTimeout } from './customer-share';

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
  const opened = [holder.kryptomatDb, holder.kryptomatJobDb];
  holder.kryptomatDb = holder.kryptomatJobDb = undefined;
  await Promise.all(opened.map((database) => database?.$client.end()));
}

export { schema };
