import 'server-only';
import { sql } from 'drizzle-orm';
import type { TransactionKind } from '@/lib/terms/ledger';
import { AppError } from '@/lib/server/core';
import { db, type Executor } from '@/lib/server/db';
import type { LimitUse } from './counters';
import { customerAccount, feeShardAccount, houseAccount } from './accounts';
import { hold, inLedgerTransaction, refusalOf, type Leg } from './post';

/**
 * The ledger's movements, each written once as source → destination: callers compose their postings from these
 * rather than writing legs by hand. (A transfer between customers has its fee leg in ledger_transfer, in SQL.)
 */

/** `amount` from one account to another: the debit and the credit. */
export const move = (from: number, to: number, amount: bigint): Leg[] => [
  { account: from, amount: -amount },
  { account: to, amount },
];

/**
 * A fee from the payer's account to a fee shard, whose row is locked after the movement's others (`last`), so
 * concurrent payers do not queue on one fee row. No legs when there is no fee.
 */
export async function feeLeg(tx: Executor, payer: number, asset: string, fee: bigint): Promise<Leg[]> {
  if (fee <= 0n) return [];
  return [
    { account: payer, amount: -fee },
    { account: (await feeShardAccount(tx, asset)).id, amount: fee, last: true },
  ];
}

/**
 * One asset converted into another through the provider's liquidity accounts: the source asset's liquidity account
 * takes what the customer gives, the target asset's gives what the customer gets, so each asset's entries sum to zero.
 */
export async function conversion(
  tx: Executor,
  from: { account: number; asset: string; amount: bigint },
  to: { account: number; asset: string; amount: bigint },
): Promise<Leg[]> {
  const [sourceLiquidity, targetLiquidity] = [
    await houseAccount(tx, 'liquidity', from.asset),
    await houseAccount(tx, 'liquidity', to.asset),
  ];
  return [...move(from.account, sourceLiquidity.id, from.amount), ...move(targetLiquidity.id, to.account, to.amount)];
}

/** Money moving in or out of one customer's account in one asset. */
export interface CustomerMovement {
  userId: number;
  asset: string;
  amount: bigint;
  kind: TransactionKind;
  valueEurMinor?: bigint;
  metadata?: Record<string, unknown>;
}

export interface HoldRequest extends CustomerMovement {
  /** Counted by the hold itself (the limits domain words a refusal: withinLimits). */
  limits?: LimitUse[];
  /** Still pending then, the release-expired-holds job releases it (releaseExpiredHolds). */
  expiresAt?: Date;
  /** The account the funds come from: the credit account, or the card account for a card payment. */
  from?: 'available' | 'card';
}

/** Funds set aside: the customer's available (or card) account to their held account, pending until settled or released. */
export async function holdFunds(tx: Executor, request: HoldRequest): Promise<number> {
  const [available, held] = [
    await customerAccount(tx, request.userId, request.asset, request.from ?? 'available'),
    await customerAccount(tx, request.userId, request.asset, 'held'),
  ];
  const { kind, valueEurMinor, metadata, limits, expiresAt } = request;
  return hold(tx, { kind, legs: move(available.id, held.id, request.amount), valueEurMinor, metadata, limits, expiresAt });
}

/**
 * A hold given back: voided with the negation of its own entries (ledger_release), at most once. Whoever comes
 * second (the owner or the expiry job) is refused with 409 alreadySettled and moves nothing.
 */
export async function releaseHold(tx: Executor, holdId: number): Promise<void> {
  try {
    await tx.execute(sql`SELECT ledger_release(${holdId}::bigint)`);
  } catch (error) {
    refusalOf(error);
  }
}

/** How many lapsed holds one run releases; the next run (a minute later) takes the rest. */
const BATCH = 500;

/**
 * Releases the holds whose expiry has passed and that are still pending, each in its own transaction through
 * releaseHold, so one that its owner settles or releases meanwhile is settled once: whoever comes second is refused
 * (alreadySettled) and moves nothing; the run counts it and goes on.
 */
export async function releaseExpiredHolds(): Promise<{ released: number; alreadySettled: number }> {
  const { rows } = await db().execute<{ id: string }>(sql`
    SELECT id FROM ledger_transactions
     WHERE status = 'pending' AND expires_at IS NOT NULL AND expires_at <= now()
     ORDER BY expires_at LIMIT ${BATCH}`);
  let released = 0;
  let alreadySettled = 0;
  for (const { id } of rows) {
    try {
      await inLedgerTransaction((tx) => releaseHold(tx, Number(id)));
      released++;
    } catch (error) {
      if (!(error instanceof AppError && error.messageKey === 'ledger.errors.alreadySettled')) throw error;
      alreadySettled++;
    }
  }
  return { released, alreadySettled };
}
