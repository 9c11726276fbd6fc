import 'server-only';
import { sql } from 'drizzle-orm';
import { db, type Executor } from '@/lib/server/db';
import { databaseErrorOf, retried, sqlStateOf } from '@/lib/server/db/errors';
import type { TransactionKind } from '@/lib/terms/ledger';
import type { LimitOperation } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/core';
import { LimitExceeded, type CountedLimit, type LimitUse } from './counters';

/** A signed amount on one account: negative debits, positive credits. `last` locks it after the others (a fee shard). */
export interface Leg {
  account: number;
  amount: bigint;
  last?: boolean;
}

export interface Posting {
  /** What moved the money. */
  kind: TransactionKind;
  legs: Leg[];
  /** The value in euro cents at posting time. */
  valueEurMinor?: bigint;
  metadata?: Record<string, unknown>;
  /** Limit counters the posting moves in the same statement (the limits domain's `limitUses` builds them). */
  limits?: LimitUse[];
  /** A hold that lapses: still pending then, the release-expired-holds job releases it. */
  expiresAt?: Date;
}

/** What a posting left: its id, each touched account's balance, and the limit counters it moved. */
export interface Posted {
  id: number;
  balances: Map<number, bigint>;
  limits: CountedLimit[];
}

/** SQLSTATEs the ledger's functions raise (their current definitions: lib/server/ledger/sql/). */
const INSUFFICIENT_FUNDS = 'KT002';
const NOT_PENDING = 'KT005';
const LIMIT_EXCEEDED = 'KT006';

const legsJson = (legs: Leg[]) =>
  JSON.stringify(legs.map((leg) => ({ account: leg.account, amount: leg.amount.toString(), last: leg.last ?? false })));

/**
 * The ledger's refusals: an account that would go below zero and a hold that was already settled as the API's; a
 * limit the posting would exceed as LimitExceeded, which the limits domain words (`withinLimits`).
 */
export function refusalOf(error: unknown): never {
  const { code, detail } = databaseErrorOf(error);
  if (code === INSUFFICIENT_FUNDS) throw new AppError(422, 'ledger.errors.insufficientFunds');
  if (code === NOT_PENDING) throw new AppError(409, 'ledger.errors.alreadySettled');
  if (code === LIMIT_EXCEEDED && detail) throw LimitExceeded.fromDetail(detail);
  throw error;
}

interface PostedRow {
  id: number;
  balances: Record<string, string>;
  limits: { user: number; operation: CountedLimit['operation']; period: CountedLimit['period']; limit: string; used: string }[];
}

async function postAs(tx: Executor, status: 'posted' | 'pending', posting: Posting, reverses: number | null): Promise<Posted> {
  try {
    const result = await tx.execute<{ posted: PostedRow }>(
      sql`SELECT ledger_post(${posting.kind}, ${status}, ${legsJson(posting.legs)}::jsonb, ${(posting.valueEurMinor ?? 0n).toString()}::numeric,
        ${JSON.stringify(posting.metadata ?? {})}::jsonb, ${reverses}::bigint, ${JSON.stringify(posting.limits ?? [])}::jsonb,
        ${posting.expiresAt?.toISOString() ?? null}::timestamptz) AS posted`,
    );
    const posted = result.rows[0]!.posted;
    return {
      id: Number(posted.id),
      balances: new Map(Object.entries(posted.balances).map(([account, balance]) => [Number(account), BigInt(balance)])),
      limits: posted.limits.map((counted) => ({ ...counted, limit: BigInt(counted.limit), used: BigInt(counted.used) })),
    };
  } catch (error) {
    refusalOf(error);
  }
}

/** Moves money at once: one journal transaction whose entries sum to zero per asset, with the balances it left. */
export const postAndReport = (tx: Executor, posting: Posting) => postAs(tx, 'posted', posting, null);

/** Moves money at once; the journal transaction's id. */
export const post = async (tx: Executor, posting: Posting) => (await postAndReport(tx, posting)).id;

/** A two-phase movement's first phase: the legs (typically available → held) are written, the transaction stays pending. */
export const hold = async (tx: Executor, posting: Posting) => (await postAs(tx, 'pending', posting, null)).id;

/** Posts or voids a pending transaction, at most once, with the legs that move the held funds on (or back). */
export async function settle(tx: Executor, transactionId: number, outcome: 'posted' | 'voided', legs: Leg[]): Promise<void> {
  try {
    await tx.execute(sql`SELECT ledger_settle(${transactionId}::bigint, ${outcome}, ${legsJson(legs)}::jsonb)`);
  } catch (error) {
    refusalOf(error);
  }
}

/**
 * Gives back what a hold counted against the customer's limits when it is voided (a refused payout): the money never
 * left, so the day, week and month it was counted in get it back. Counted in the periods of the hold's time, not of
 * the refusal's: a payout refused next week still frees last week's counter.
 */
export async function releaseLimits(tx: Executor, userId: number, operation: LimitOperation, holdTransactionId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE limit_usage u SET used_eur_minor = greatest(0, u.used_eur_minor - t.value_eur_minor)
      FROM ledger_transactions t
     WHERE t.id = ${holdTransactionId} AND u.user_id = ${userId} AND u.operation = ${operation}
       AND u.period_start = ledger_period_start(u.period, t.created_at)`);
}

/**
 * A correction: a new transaction with every entry of `transactionId` negated, at most once per transaction. Refused
 * like any posting when an account no longer holds what it received.
 */
export async function reverse(tx: Executor, transactionId: number, metadata: Record<string, unknown> = {}): Promise<number> {
  const { rows } = await tx.execute<{ account_id: string; amount: string; kind: string; status: string; value_eur_minor: string }>(
    sql`SELECT e.account_id, e.amount, t.kind, t.status, t.value_eur_minor
          FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id WHERE t.id = ${transactionId}`,
  );
  const first = rows[0];
  if (!first) throw new AppError(404, 'ledger.errors.transactionNotFound');
  if (first.status !== 'posted') throw new AppError(409, 'ledger.errors.notPosted');
  const legs = rows.map((row) => ({ account: Number(row.account_id), amount: -BigInt(row.amount) }));
  try {
    return (await postAs(tx, 'posted', { kind: 'reversal', legs, valueEurMinor: BigInt(first.value_eur_minor), metadata }, transactionId))
      .id;
  } catch (error) {
    if (sqlStateOf(error) === '23505') throw new AppError(409, 'ledger.errors.alreadyReversed');
    throw error;
  }
}

/**
 * Dates the postings `tx` makes from here on at `at` instead of now (ledger_now, 0042): history written after the
 * fact, such as the demo customer's past. Entries are numbered in the order they happen and a statement reads a period
 * as a range of ids, so a time before the latest posting is refused (the history is written oldest first), and so is
 * one after now, which every later posting would come before.
 */
export async function datePostingsAt(tx: Executor, at: Date): Promise<void> {
  const { rows } = await tx.execute<{ latest: string | null; now: string }>(sql`
    SELECT set_config('ledger.business_time', ${at.toISOString()}, true),
           (SELECT max(created_at) FROM ledger_transactions)::text AS latest, now()::text AS now`);
  const { latest, now } = rows[0]!;
  if (new Date(now) < at) throw new Error(`a posting cannot be dated ${at.toISOString()}, after now`);
  if (latest !== null && new Date(latest) > at) throw new Error(`a posting dated ${at.toISOString()} would come after one of ${latest}`);
}

/** Runs `work` in one database transaction, again when it was a deadlock victim (retried). */
export const inLedgerTransaction = <T>(work: (tx: Executor) => Promise<T>, attempts = 5): Promise<T> =>
  retried(() => db().transaction(work), attempts);
