import { sql } from 'drizzle-orm';
import { db } from '@/lib/server/db';
import { creditFromWorld } from '@/lib/server/ledger/outside-credits';
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

/** Every invariant the ledger promises, read straight from the tables. */
export async function ledgerInvariants() {
  const [perAsset, negative, drift, unbalanced] = await Promise.all([
    db().execute<{ asset: string; total: string }>(sql`SELECT asset, sum(balance) AS total FROM ledger_accounts GROUP BY asset`),
    db().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ledger_accounts WHERE user_id IS NOT NULL AND balance < 0`),
    db().execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM ledger_accounts a
       WHERE a.balance <> coalesce((SELECT sum(amount) FROM ledger_entries e WHERE e.account_id = a.id), 0)`),
    db().execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM (SELECT 1 FROM ledger_entries GROUP BY transaction_id, asset HAVING sum(amount) <> 0) s`),
  ]);
  return {
    assetTotals: Object.fromEntries(perAsset.rows.map((row) => [row.asset, row.total])),
    negativeCustomerBalances: negative.rows[0]!.n,
    balancesNotEqualToEntries: drift.rows[0]!.n,
    unbalancedTransactions: unbalanced.rows[0]!.n,
  };
}

/**
 * Runs `tasks` with at most `limit` in flight, settled like Promise.allSettled. The pool's 10 connections bound what
 * PostgreSQL runs at once anyway; thousands more in flight would only queue for a connection, where the app's bounded
 * wait (CONNECT_TIMEOUT_MS) answers them as an outage, which is not what a ledger test is about.
 */
export async function settledInFlight<T>(tasks: readonly (() => Promise<T>)[], limit = 40): Promise<PromiseSettledResult<T>[]> {
  const results: PromiseSettledResult<T>[] = new Array(tasks.length);
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const index = next++;
      try {
        results[index] = { status: 'fulfilled', value: await tasks[index]!() };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, lane));
  return results;
}
