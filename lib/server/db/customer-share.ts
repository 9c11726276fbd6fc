import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Pool, PoolClient } from 'pg';

/**
 * How many of the requests' connections one customer's calls hold at once. The pool hands connections out first come,
 * first served: a customer sending thirty calls at once would otherwise hold all ten, and every other customer's poll
 * would queue behind the thirty (issue 42 §3: 3 s stalls, then 503s). Beyond their share a customer's calls wait for
 * one of their own to finish, holding no connection; everyone else finds the rest of the pool free.
 */
export const CONNECTIONS_PER_CUSTOMER = 3;

// On globalThis, as the pools are: the server bundles hold several copies of this module.
const shared = globalThis as unknown as { kryptomatCustomerContext?: AsyncLocalStorage<string> };
const customerContext = (shared.kryptomatCustomerContext ??= new AsyncLocalStorage<string>());

/** Runs `work` (a signed-in customer's API call) on that customer's share of the requests' pool. */
export const asCustomer = <T>(userId: number, work: () => Promise<T>): Promise<T> => customerContext.run(`customer ${userId}`, work);

/**
 * Runs `work` (the reading of a call's session) on the share of whoever holds `sessionToken`: until the session is read
 * the customer is not known, and thirty calls of one browser would otherwise take the whole pool just to be told who
 * they are.
 */
export const asSessionHolder = <T>(sessionToken: string, work: () => Promise<T>): Promise<T> =>
  customerContext.run(`session ${sessionToken}`, work);

const SHARE_TIMEOUT = 'CustomerShareTimeout';

/**
 * Whether `error` (or what it wraps) is a customer's call that waited its bound for a connection of their share: their
 * own other calls hold all of it, so the call is answered as the customer's account being busy, not as an outage.
 */
export function isShareTimeout(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth++) {
    // By name: the server bundles' copies of this module each have their own class.
    if (current.name === SHARE_TIMEOUT) return true;
  }
  return false;
}

interface Share {
  held: number;
  waiting: (() => void)[];
}

type Connect = (callback?: (error: Error | undefined, client?: PoolClient, done?: () => void) => void) => Promise<PoolClient> | void;

/**
 * Makes `pool` hand a customer's calls (asCustomer) at most CONNECTIONS_PER_CUSTOMER connections at once; a call past
 * it waits up to `timeoutMs` for one of the customer's own to come back, then fails (isShareTimeout).
 */
export function shareByCustomer(pool: Pool, timeoutMs: number): void {
  const shares = new Map<string, Share>();
  const owners = new WeakMap<PoolClient, string>();
  const connect = (pool.connect as () => Promise<PoolClient>).bind(pool);

  const take = (customer: string) =>
    new Promise<void>((resolve, reject) => {
      let share = shares.get(customer);
      if (!share) shares.set(customer, (share = { held: 0, waiting: [] }));
      if (share.held < CONNECTIONS_PER_CUSTOMER) {
        share.held++;
        return resolve();
      }
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        share.waiting.splice(share.waiting.indexOf(turn), 1);
        reject(Object.assign(new Error("timeout exceeded waiting for a connection of the customer's share"), { name: SHARE_TIMEOUT }));
      }, timeoutMs);
      timer.unref();
      share.waiting.push(turn);
    });

  // A connection that comes back hands its place to the customer's next call waiting, if any.
  const give = (customer: string) => {
    const share = shares.get(customer)!;
    const next = share.waiting.shift();
    if (next) next();
    else if (--share.held === 0) shares.delete(customer);
  };

  pool.on('release', (_error: Error | undefined, client: PoolClient) => {
    const customer = owners.get(client);
    if (customer === undefined) return;
    owners.delete(client);
    give(customer);
  });

  const connectOnShare: Connect = (callback) => {
    const customer = customerContext.getStore();
    if (customer === undefined) return (connect as Connect)(callback);
    const checkedOut = take(customer).then(() =>
      connect().then(
        (client) => {
          owners.set(client, customer);
          return client;
        },
        (error: unknown) => {
          give(customer);
          throw error;
        },
      ),
    );
    if (!callback) return checkedOut;
    checkedOut.then(
      (client) => callback(undefined, client, client.release),
      (error: Error) => callback(error),
    );
  };
  pool.connect = connectOnShare as Pool['connect'];
}
