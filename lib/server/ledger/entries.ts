import 'server-only';
import { sql } from 'drizzle-orm';
import { fromUnits, scaleOf } from '@/lib/money';
import type { Executor } from '@/lib/server/db';
import type { HistoryQuery } from '@/lib/validation/history';
import type { HistoryEntryView, HistoryScopeRule, HistoryStatus } from '@/lib/views/history';

export const HISTORY_PAGE_SIZE = 50;

type EntryRow = {
  id: string;
  transaction_id: string;
  created_at: Date;
  kind: string;
  status: HistoryStatus;
  account_id: string;
  number: string;
  asset: string;
  account_kind: string;
  amount: string;
  balance_after: string;
};

interface EntriesOptions {
  scope?: HistoryScopeRule;
  pageSize?: number;
}

/** The one statement behind `entriesOf` (bench:statement explains it): a page of entries and one more row. */
export function entriesQuery(userId: number, query: HistoryQuery, { scope = {}, pageSize = HISTORY_PAGE_SIZE }: EntriesOptions = {}) {
  const conditions = [sql`e.user_id = ${userId}`];
  const list = (values: readonly string[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  if (scope.kinds) conditions.push(sql`t.kind IN (${list(scope.kinds)})`);
  if (scope.accountKinds) conditions.push(sql`a.kind IN (${list(scope.accountKinds)})`);
  if (scope.direction) conditions.push(scope.direction === 'in' ? sql`e.amount > 0` : sql`e.amount < 0`);
  if (query.account) conditions.push(sql`e.account_id = ${query.account}`);
  if (query.kind) conditions.push(sql`t.kind = ${query.kind}`);
  if (query.status) conditions.push(sql`t.status = ${query.status}`);
  // Dates become bounds on the id as well (entries are numbered in the order they happen), found on the customer's
  // (user_id, created_at) index, so the page is read from a range of (user_id, id) and not filtered out of all of it.
  if (query.from)
    conditions.push(
      sql`e.created_at >= ${query.from}::date`,
      sql`e.id >= (SELECT id FROM ledger_entries WHERE user_id = ${userId} AND created_at >= ${query.from}::date ORDER BY created_at, id LIMIT 1)`,
    );
  if (query.to)
    conditions.push(
      sql`e.created_at < ${query.to}::date + 1`,
      sql`e.id <= (SELECT id FROM ledger_entries WHERE user_id = ${userId} AND created_at < ${query.to}::date + 1 ORDER BY created_at DESC, id DESC LIMIT 1)`,
    );
  if (query.before) conditions.push(sql`e.id < ${query.before}`);
  return sql`
    SELECT e.id, e.transaction_id, e.created_at, t.kind, t.status, e.account_id, a.number, a.asset, a.kind AS account_kind,
           e.amount, e.balance_after
      FROM ledger_entries e
      JOIN ledger_transactions t ON t.id = e.transaction_id
      JOIN ledger_accounts a ON a.id = e.account_id
     WHERE ${sql.join(conditions, sql` AND `)}
     ORDER BY e.id DESC
     LIMIT ${pageSize + 1}`;
}

/**
 * One page of a customer's entries, newest first, filtered on the server. Keyset paging on the entry id (the
 * `ledger_entries_user_idx` range of this customer), so a later page costs what the first does. Only the customer's
 * own entries are read: the owner is part of every condition.
 */
export async function entriesOf(
  tx: Executor,
  userId: number,
  query: HistoryQuery,
  options: EntriesOptions = {},
): Promise<{ entries: HistoryEntryView[]; olderThan: number | null }> {
  const pageSize = options.pageSize ?? HISTORY_PAGE_SIZE;
  const { rows } = await tx.execute<EntryRow>(entriesQuery(userId, query, options));
  const page = rows.slice(0, pageSize);
  return {
    entries: page.map((row) => ({
      id: Number(row.id),
      transactionId: Number(row.transaction_id),
      createdAt: new Date(row.created_at).toISOString(),
      kind: row.kind,
      status: row.status,
      account: { id: Number(row.account_id), number: row.number, asset: row.asset, kind: row.account_kind },
      amount: fromUnits(BigInt(row.amount), scaleOf(row.asset)),
      balanceAfter: fromUnits(BigInt(row.balance_after), scaleOf(row.asset)),
    })),
    olderThan: rows.length > pageSize ? Number(page[page.length - 1]!.id) : null,
  };
}

/**
 * What the customer paid for their crypto, per asset, in euro cents: every entry on a crypto account counted at its
 * transaction's EUR value at posting time (in positive, out negative; a move between their own accounts cancels out).
 * Units that came without a recorded value (0: the demo's starting coins, a deposit of coins) are returned apart, to be counted at today's
 * price, which makes them neither profit nor loss.
 */
export async function costBasis(tx: Executor, userId: number) {
  const { rows } = await tx.execute<{ asset: string; valued: string; unvalued: string }>(sql`
    SELECT a.asset,
           coalesce(sum(sign(e.amount) * t.value_eur_minor) FILTER (WHERE t.value_eur_minor > 0), 0) AS valued,
           coalesce(sum(e.amount) FILTER (WHERE t.value_eur_minor = 0), 0) AS unvalued
      FROM ledger_entries e
      JOIN ledger_accounts a ON a.id = e.account_id
      JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE e.user_id = ${userId} AND a.asset NOT IN ('EUR', 'CZK') AND t.status <> 'voided'
     GROUP BY a.asset`);
  return new Map(rows.map((row) => [row.asset, { valued: BigInt(row.valued), unvalued: BigInt(row.unvalued) }]));
}
