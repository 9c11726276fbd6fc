import 'server-only';
import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { schema, type Executor } from '@/lib/server/db';

const { users } = schema;

/**
 * Locks the customer's row until the transaction ends: the one lock that serializes a customer's own operations (a
 * plan change or renewal, a sign-in, a code sent, a document or beneficiary counted), read with `columns` in the same
 * statement. Every customer lock is taken here, before the transaction posts (a posting locks ledger accounts), and
 * always as FOR NO KEY UPDATE, never FOR UPDATE: inserting a row that references the customer (an idempotency
 * key, a ledger account, a paid month) takes FOR KEY SHARE on this row, which FOR NO KEY UPDATE does not conflict
 * with. With FOR UPDATE, two calls that each inserted their idempotency key and then asked for the customer's lock
 * waited for each other: a deadlock.
 */
export async function lockCustomer<T extends SelectedFields>(
  tx: Executor,
  userId: number,
  columns: T,
): Promise<SelectResultFields<T> | undefined> {
  // Drizzle cannot work out a generic selection's row type through .for(); it is the selection's, as without it.
  const rows = (await tx.select(columns).from(users).where(eq(users.id, userId)).for('no key update')) as unknown;
  return (rows as SelectResultFields<T>[])[0];
}
