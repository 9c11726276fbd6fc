import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Pool, PoolClient } from 'pg';

/**
 * Development and tests watch how connections are used; production pays nothing for it. Two uses are refused:
 *
 * - A second connection asked for while a transaction holds one (a price read through db() or a cache inside the
 *   transaction). With as many such transactions as the pool has connections, each waits for a connection that only
 *   another's end would free: the pool stands still until the connect timeout and everyone gets 503s (issue 42 §3).
 *   Such a read goes on the transaction's own connection (`tx`), or before the transaction opens.
 * - Two queries at once on one connection (`Promise.all` over `tx`): PostgreSQL runs them one after the other anyway, and
 *   node-postgres 9 refuses it.
 *
 * The first is refused where it happens (the request fails); both are recorded, and every Jest test fails on any
 * (tests/support/after-env.ts), even one that code swallowed.
 */
export const CONNECTIONS_GUARDED = process.env.NODE_ENV !== 'production';

/** The connection the transaction running in this async context holds, once it has it. */
interface Held {
  client?: PoolClient;
}

// On globalThis, as the pool is: the server bundles hold several copies of this module over the one pool.
const shared = globalThis as unknown as { kryptomatHeldConnection?: AsyncLocalStorage<Held>; kryptomatConnectionMisuses?: string[] };
const held = (shared.kryptomatHeldConnection ??= new AsyncLocalStorage<Held>());
const misuses = (shared.kryptomatConnectionMisuses ??= []);

export class ConnectionMisuse extends Error {
  name = 'ConnectionMisuse';
}

function misuse(message: string): ConnectionMisuse {
  const error = new ConnectionMisuse(message);
  misuses.push(error.stack ?? message);
  console.error(`[db] ${error.stack ?? message}`);
  return error;
}

const secondConnection = () =>
  misuse('a second connection was asked for while this transaction holds one: read on its connection (tx) or before it opens');

/** The misuses recorded since the last call, and forgets them. */
export const takeConnectionMisuses = (): string[] => misuses.splice(0);

/** Records a misuse node-postgres itself warned about. */
export const recordConnectionMisuse = (message: string) => void misuse(message);

type Connect = (callback?: (error: Error | undefined, client?: PoolClient, done?: () => void) => void) => Promise<PoolClient> | void;

/** Refuses a checkout from `pool` in an async context whose transaction holds a connection, and watches each connection's queries. */
export function guardPool(pool: Pool): void {
  const connect = (pool.connect as Connect).bind(pool);
  const guarded: Connect = (callback) => {
    const context = held.getStore();
    if (context?.client) {
      const error = secondConnection();
      if (callback) return callback(error);
      return Promise.reject(error);
    }
    // pool.query checks out with a callback and releases after its one statement; a transaction checks out with a promise.
    if (callback || !context) return connect(callback);
    return (connect() as Promise<PoolClient>).then((client) => {
      context.client = client;
      const release = client.release;
      client.release = (...args) => {
        context.client = undefined;
        client.release = release;
        return release.apply(client, args);
      };
      return client;
    });
  };
  pool.connect = guarded as Pool['connect'];
  pool.on('connect', watchQueries);
}

/** The statement a query() call sends, for the record of a misuse. */
const statementOf = (args: unknown[]) => String(typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text);

/** Records a query sent while another is still running on the same connection. */
function watchQueries(client: PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const running = new Set<{ statement: string }>();
  client.query = ((...args: unknown[]) => {
    const sent = { statement: statementOf(args) };
    const [first] = running;
    if (first) misuse(`two queries at once on one connection: "${sent.statement}" sent while "${first.statement}" runs`);
    running.add(sent);
    const finished = () => void running.delete(sent);
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...result: unknown[]) => {
        finished();
        return callback(...result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) return result.finally(finished);
    finished();
    return result;
  }) as PoolClient['query'];
}

/** Runs `work` as a caller of its own (a job), outside any transaction of the code that started it. */
export const outsideTransactions = <T>(work: () => Promise<T>): Promise<T> => held.exit(work);

/**
 * Runs `open` (a transaction's start: it checks a connection out) in an async context of its own, where the guarded
 * pool records the connection it hands out; refused inside a transaction that already holds one.
 */
export function inTransactionContext<T>(open: () => Promise<T>): Promise<T> {
  if (held.getStore()?.client) return Promise.reject(secondConnection());
  return held.run({}, open);
}
