import 'server-only';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { schema, type Executor } from '@/lib/server/db';
import { LOCK_NOT_AVAILABLE, sqlStateOf } from '@/lib/server/db/errors';
import { accountBusy } from './errors';

const { users } = schema;

type CustomerFields = typeof users.$inferSelect;
/** A column of the customer's row, by its name in TypeScript. */
export type CustomerField = keyof CustomerFields;
/** The customer's id and `K` of their row. */
export type CustomerPick<K extends CustomerField> = Pick<CustomerFields, 'id' | K>;

/** A selection of the customer's id and `fields`, named as in the row. */
export const customerColumns = (fields: readonly CustomerField[]) => {
  const columns = getTableColumns(users);
  return Object.fromEntries(['id' as const, ...fields].map((field) => [field, columns[field]]));
};

/**
 * How long a call waits for the customer's lock. Only the customer's own other calls hold it for long enough to matter,
 * and those run a few at a time (the customer's share of the connections: lib/server/db/customer-share.ts), so a
 * waiter sits on one connection of that share, never on anyone else's.
 */
const LOCK_WAIT = '5s';

/** The transactions whose lock waits are already bounded (LOCK_WAIT, set once per transaction). */
const boundedWaits = new WeakSet<Executor>();

/**
 * Locks the customer's row until the transaction ends: the one lock that serializes a customer's own operations (a
 * plan change or renewal, a sign-in, a code sent, a document or beneficiary counted), read with `fields` (and the id) in
 * the same statement. Every customer lock is taken here, before the transaction posts (a posting locks ledger
 * accounts), and always as FOR NO KEY UPDATE, never FOR UPDATE: inserting a row that references the customer (an
 * idempotency key, a ledger account, a paid month) takes FOR KEY SHARE on this row, which FOR NO KEY UPDATE does not
 * conflict with. With FOR UPDATE, two calls that each inserted their idempotency key and then asked for the customer's
 * lock waited for each other: a deadlock.
 *
 * The wait is bounded (LOCK_WAIT, for the rest of the transaction): past it the call is refused with 409 and
 * Retry-After, and nothing it did is kept (not even as its idempotency key's answer), so the same call sent again is
 * worked.
 */
export async function lockCustomer<K extends CustomerField = never>(
  tx: Executor,
  userId: number,
  fields: readonly K[] = [],
): Promise<CustomerPick<K> | undefined> {
  if (!boundedWaits.has(tx)) {
    await tx.execute(sql`SELECT set_config('lock_timeout', ${LOCK_WAIT}, true)`);
    boundedWaits.add(tx);
  }
  try {
    const [row] = await tx.select(customerColumns(fields)).from(users).where(eq(users.id, userId)).for('no key update');
    return row as CustomerPick<K> | undefined;
  } catch (error) {
    if (sqlStateOf(error) === LOCK_NOT_AVAILABLE) throw accountBusy();
    throw error;
  }
}
