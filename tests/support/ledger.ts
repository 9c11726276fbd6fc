import { sql } from 'drizzle-orm';
import { db } from '@/lib/server/db';
import { creditFromWorld } from '@/lib/server/ledger/deposits';
import { inLedgerTransaction } from '@/lib/server/ledger/post';

/** Credits `units` of `asset` to a customer's available balance, as a bank deposit. */
export const fund = (userId: number, asset: string, units: bigint) =>
  inLedgerTransaction((tx) => creditFromWorld(tx, { userId, asset, amount: units, kind: 'bank-deposit' }));

/** A customer's non-zero balances as "ASSET:kind" → units. */
export const balances = async (userId: number) =>
  Object.fromEntries(
    (
      await db().execute<{ key: string; balance: string }>(
        sql`SELECT asset || ':' || kind AS key, balance FROM ledger_accounts WHERE user_id = ${userId} AND balance <> 0`,
      )
    ).rows.map((row) => [row.key, row.balance]),
  );

/** Whether every asset's accounts sum to zero: the trial balance holds. */
export const booksBalanced = async () =>
  (await db().execute<{ total: string }>(sql`SELECT sum(balance) AS total FROM ledger_accounts GROUP BY asset`)).rows.every(
    (row) => row.total === '0',
  );
