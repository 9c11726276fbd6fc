import 'server-only';
import { eq, getTableColumns } from 'drizzle-orm';
import { schema, type Executor } from '@/lib/server/db';

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
 * Locks the customer's row until the transaction ends: the one lock that serializes a customer's own operations (a
 * plan change or renewal, a sign-in, a code sent, a document or beneficiary counted), read with `fields` (and the id) in
 * the same statement. Every customer lock is taken here, before the transaction posts (a posting locks ledger
 * accounts), and always as FOR NO KEY UPDATE, never FOR UPDATE: inserting a row that references the customer (an
 * idempotency key, a ledger account, a paid month) takes FOR KEY SHARE on this row, which FOR NO KEY UPDATE does not
 * conflict with. With FOR UPDATE, two calls that each inserted their idempotency key and then asked for the customer's
 * lock waited for each other: a deadlock.
 */
export async function lockCustomer<K extends CustomerField = never>(
  tx: Executor,
  userId: number,
  fields: readonly K[] = [],
): Promise<CustomerPick<K> | undefined> {
  const [row] = await tx.select(customerColumns(fields)).from(users).where(eq(users.id, userId)).for('no key update');
  return row as CustomerPick<K> | undefined;
}
