import 'server-only';
import { sql } from 'drizzle-orm';
import { fromUnits, scaleOf } from '@/lib/money';
import { db, type Executor } from '@/lib/server/db';
import { AppError } from '@/lib/server/core';
import type { StatementQuery } from '@/lib/validation/statements';
import type { HistoryStatus } from '@/lib/views/history';
import type { AllBalancesView } from '@/lib/views/statements';

export interface StatementAccount {
  id: number;
  number: string;
  asset: string;
  kind: string;
}

/**
 * One account's statement: the contiguous range of its entries (by id, the order they were applied) whose time falls
 * in the period. Entries never change, so the range reads the same however often and in however many batches; and
 * opening + credits + debits = closing holds exactly, since every entry's balance after is the running balance.
 */
export interface Statement {
  account: StatementAccount;
  query: StatementQuery;
  range: { first: number; last: number } | null;
  count: number;
  opening: bigint;
  credits: bigint;
  debits: bigint;
  closing: bigint;
}

export interface StatementEntry {
  id: number;
  transactionId: number;
  createdAt: Date;
  kind: string;
  status: HistoryStatus;
  amount: bigint;
  balanceAfter: bigint;
}

/** The customer's own account and the figures of its statement; anyone else's account is a 404. */
export async function statementFigures(tx: Executor, userId: number, query: StatementQuery): Promise<Statement> {
  const { rows: accounts } = await tx.execute<{ id: string; number: string; asset: string; kind: string }>(
    sql`SELECT id, number, asset, kind FROM ledger_accounts WHERE id = ${query.account} AND user_id = ${userId}`,
  );
  const row = accounts[0];
  if (!row) throw new AppError(404, 'notFound');
  const account = { id: Number(row.id), number: row.number, asset: row.asset, kind: row.kind };
  // First and last by time on the (account_id, created_at) index; the balance before the first by id.
  const { rows } = await tx.execute<{ first: string | null; last: string | null; before_period: string | null }>(sql`
    SELECT (SELECT id FROM ledger_entries WHERE account_id = ${account.id} AND created_at >= ${query.from}::date
             ORDER BY created_at, id LIMIT 1) AS first,
           (SELECT id FROM ledger_entries WHERE account_id = ${account.id} AND created_at < ${query.to}::date + 1
             ORDER BY created_at DESC, id DESC LIMIT 1) AS last,
           (SELECT balance_after FROM ledger_entries WHERE account_id = ${account.id} AND created_at < ${query.from}::date
             ORDER BY created_at DESC, id DESC LIMIT 1) AS before_period`);
  const { first, last, before_period } = rows[0]!;
  if (first === null || last === null || BigInt(first) > BigInt(last)) {
    const balance = BigInt(before_period ?? '0');
    return { account, query, range: null, count: 0, opening: balance, credits: 0n, debits: 0n, closing: balance };
  }
  const { rows: totals } = await tx.execute<{
    count: string;
    credits: string;
    debits: string;
    opening: string | null;
    closing: string;
  }>(sql`
    SELECT count(*) AS count,
           coalesce(sum(amount) FILTER (WHERE amount > 0), 0) AS credits,
           coalesce(sum(amount) FILTER (WHERE amount < 0), 0) AS debits,
           (SELECT balance_after FROM ledger_entries WHERE account_id = ${account.id} AND id < ${first} ORDER BY id DESC LIMIT 1) AS opening,
           (SELECT balance_after FROM ledger_entries WHERE id = ${last}) AS closing
      FROM ledger_entries WHERE account_id = ${account.id} AND id BETWEEN ${first} AND ${last}`);
  const figures = totals[0]!;
  return {
    account,
    query,
    range: { first: Number(first), last: Number(last) },
    count: Number(figures.count),
    opening: BigInt(figures.opening ?? '0'),
    credits: BigInt(figures.credits),
    debits: BigInt(figures.debits),
    closing: BigInt(figures.closing),
  };
}

/**
 * The statement's entries in batches, oldest first, each batch one keyset query: a statement of any length is
 * written out without holding more than one batch.
 */
export async function* statementEntries(statement: Statement, batchSize = 1000): AsyncGenerator<StatementEntry[]> {
  if (!statement.range) return;
  let after = statement.range.first - 1;
  for (;;) {
    const { rows } = await db().execute<{
      id: string;
      transaction_id: string;
      created_at: Date;
      kind: string;
      status: HistoryStatus;
      amount: string;
      balance_after: string;
    }>(sql`
      SELECT e.id, e.transaction_id, e.created_at, t.kind, t.status, e.amount, e.balance_after
        FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
       WHERE e.account_id = ${statement.account.id} AND e.id > ${after} AND e.id <= ${statement.range.last}
       ORDER BY e.id LIMIT ${batchSize}`);
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      id: Number(row.id),
      transactionId: Number(row.transaction_id),
      createdAt: new Date(row.created_at),
      kind: row.kind,
      status: row.status,
      amount: BigInt(row.amount),
      balanceAfter: BigInt(row.balance_after),
    }));
    after = Number(rows[rows.length - 1]!.id);
  }
}

/** Each of the customer's accounts with its balance at the end of `date` (yyyy-mm-dd, UTC) and now. */
export async function balanceAt(tx: Executor, userId: number, date: string): Promise<AllBalancesView['rows']> {
  const { rows } = await tx.execute<{ id: string; number: string; asset: string; kind: string; now: string; then: string | null }>(sql`
    SELECT a.id, a.number, a.asset, a.kind, a.balance AS now,
           (SELECT balance_after FROM ledger_entries e
             WHERE e.account_id = a.id AND e.created_at < ${date}::date + 1
             ORDER BY e.created_at DESC, e.id DESC LIMIT 1) AS then
      FROM ledger_accounts a
     WHERE a.user_id = ${userId}
     ORDER BY a.asset, a.kind`);
  return rows.map((row) => ({
    account: { id: Number(row.id), number: row.number ?? '', asset: row.asset, kind: row.kind },
    balanceAt: fromUnits(BigInt(row.then ?? '0'), scaleOf(row.asset)),
    balanceNow: fromUnits(BigInt(row.now), scaleOf(row.asset)),
  }));
}

/** Each asset's balance summed over the customer's accounts at the end of each of the last `days` days (UTC), oldest first. */
export async function dailyBalances(tx: Executor, userId: number, days: number) {
  const { rows } = await tx.execute<{ day: string; asset: string; balance: string }>(sql`
    SELECT to_char(d, 'YYYY-MM-DD') AS day, a.asset, coalesce(sum(last.balance_after), 0) AS balance
      FROM generate_series(current_date - ${days - 1}::int, current_date, interval '1 day') AS d
     CROSS JOIN ledger_accounts a
      LEFT JOIN LATERAL (
            SELECT balance_after FROM ledger_entries e
             WHERE e.account_id = a.id AND e.created_at < d + interval '1 day'
             ORDER BY e.created_at DESC, e.id DESC LIMIT 1) last ON true
     WHERE a.user_id = ${userId}
     GROUP BY d, a.asset
     ORDER BY d`);
  return rows;
}
