import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { fromUnits, scaleOf, toUnits } from '@/lib/money';
import type { CustomerRow } from '@/lib/server/auth';
import { AppError, lockCustomer } from '@/lib/server/core';
import { db, schema, type Executor } from '@/lib/server/db';
import type { EarningProduct, EarningStake } from '@/lib/server/db/schema';
import { customerAccount, inLedgerTransaction, move, postAndReport, withIdempotencyKey } from '@/lib/server/ledger';
import { notify } from '@/lib/server/notifications';
import { MAX_ACTIVE_STAKES } from '@/lib/terms/earning';
import type { StakeValues } from '@/lib/validation/earning';
import type { EarningProductView, StakeReceipt, StakeView } from '@/lib/views/earning';
import { productById } from './products';

const { earningStakes } = schema;

/** Today in UTC, the calendar stakes start, earn and mature by. */
export const utcDay = (at = new Date()) => at.toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

/**
 * The first day a stake made on `today` earns: the next whole UTC day, so only full days staked are rewarded (a stake
 * made at 23:59 would otherwise earn the whole day's reward for a minute). A fixed term counts whole days from it.
 */
export const firstEarningDay = (today = utcDay()) => addDays(today, 1);

const percentOf = (basisPoints: number) => fromUnits(basisPoints, 2);

export function productView(product: EarningProduct, today = utcDay()): EarningProductView {
  const scale = scaleOf(product.asset);
  return {
    id: product.id,
    asset: product.asset,
    type: product.type,
    durationDays: product.durationDays,
    ratePercent: percentOf(product.rateBasisPoints),
    minAmount: fromUnits(product.minAmount, scale),
    maxAmount: fromUnits(product.maxAmount, scale),
    rewardAsset: product.rewardAsset,
    status: product.status,
    unlocksOn: product.durationDays === null ? null : addDays(firstEarningDay(today), product.durationDays),
  };
}

export function stakeView(stake: EarningStake): StakeView {
  const scale = scaleOf(stake.asset);
  return {
    id: stake.id,
    productId: stake.productId,
    asset: stake.asset,
    type: stake.type,
    amount: fromUnits(stake.amount, scale),
    ratePercent: percentOf(stake.rateBasisPoints),
    accrued: fromUnits(stake.accrued, scale),
    startDay: stake.startDay,
    maturityDay: stake.maturityDay,
    status: stake.status,
  };
}

/** The customer's stakes, the running ones first, then the latest. */
export const stakesOf = (tx: Executor, userId: number) =>
  tx
    .select()
    .from(earningStakes)
    .where(eq(earningStakes.userId, userId))
    .orderBy(sql`${earningStakes.status} <> 'active'`, desc(earningStakes.id));

const amountError = (key: string, values?: Record<string, string | number>) =>
  new AppError(422, 'validationFailed', { fieldErrors: { amount: values ? { key, values } : key } });

/**
 * Moves `amount` from the customer's available account to their staked one and records the stake, in `tx`: a stake
 * made at `at` earns from its first whole UTC day after it. The caller has checked the product and the amount.
 */
export async function openStake(tx: Executor, userId: number, product: EarningProduct, amount: bigint, at = new Date()) {
  const [available, staked] = [
    await customerAccount(tx, userId, product.asset),
    await customerAccount(tx, userId, product.asset, 'staked'),
  ];
  const posted = await postAndReport(tx, {
    kind: 'stake',
    legs: move(available.id, staked.id, amount),
    metadata: { product: product.id, type: product.type },
  });
  const startDay = firstEarningDay(utcDay(at));
  const [stake] = await tx
    .insert(earningStakes)
    .values({
      userId,
      productId: product.id,
      asset: product.asset,
      type: product.type,
      amount,
      rateBasisPoints: product.rateBasisPoints,
      startDay,
      maturityDay: product.durationDays === null ? null : addDays(startDay, product.durationDays),
      stakeTransactionId: posted.id,
      createdAt: at,
    })
    .returning();
  return { stake: stake!, posted, staked };
}

/**
 * A stake: the amount leaves the customer's available account for their staked (earning) account in one ledger
 * transaction with the stake row, under the customer's lock, so neither exists without the other. Refused: a product
 * that is not taking stakes, an amount outside its minimum and maximum or finer than its asset, more than
 * MAX_ACTIVE_STAKES running, or more than the customer holds (the ledger's insufficientFunds).
 */
export async function createStake(user: CustomerRow, input: StakeValues, idempotencyKey: string): Promise<StakeReceipt> {
  return withIdempotencyKey(user.id, idempotencyKey, { route: 'earning/stakes', ...input }, async (tx) => {
    await lockCustomer(tx, user.id);
    const product = await productById(tx, input.product);
    if (!product || product.status === 'closed') throw new AppError(404, 'earning.errors.productNotFound');
    if (product.status !== 'active') throw new AppError(409, 'earning.errors.productPaused');
    const scale = scaleOf(product.asset);
    let amount: bigint;
    try {
      amount = toUnits(input.amount, scale);
    } catch {
      throw amountError('ownTransfers.validation.decimals', { asset: product.asset, decimals: scale });
    }
    const view = productView(product);
    if (amount < product.minAmount) throw amountError('earning.validation.belowMinimum', { amount: view.minAmount, asset: product.asset });
    if (amount > product.maxAmount) throw amountError('earning.validation.aboveMaximum', { amount: view.maxAmount, asset: product.asset });
    const [running] = await tx
      .select({ count: count() })
      .from(earningStakes)
      .where(and(eq(earningStakes.userId, user.id), eq(earningStakes.status, 'active')));
    if (running!.count >= MAX_ACTIVE_STAKES)
      throw new AppError(409, 'earning.errors.tooManyStakes', { values: { max: MAX_ACTIVE_STAKES } });
    const { stake, posted, staked } = await openStake(tx, user.id, product, amount);
    return { stake: stakeView(stake), transaction: posted.id, balance: fromUnits(posted.balances.get(staked.id)!, scale) };
  });
}

/**
 * Closes a running stake: principal and the rewards credited so far go back from the staked account to the available
 * one in one ledger transaction with the stake's new status. The stake row is locked first (after the customer's), so a
 * reward batch holding it finishes before and what it credited comes back too; one that has not reached it skips it.
 */
async function closeStake(tx: Executor, stake: EarningStake, status: 'unstaked' | 'matured') {
  const [available, staked] = [
    await customerAccount(tx, stake.userId, stake.asset),
    await customerAccount(tx, stake.userId, stake.asset, 'staked'),
  ];
  const total = stake.amount + stake.accrued;
  const posted = await postAndReport(tx, {
    kind: 'unstake',
    legs: move(staked.id, available.id, total),
    metadata: { stake: stake.id, reason: status, reward: stake.accrued.toString() },
  });
  const [closed] = await tx
    .update(earningStakes)
    .set({ status, closeTransactionId: posted.id, closedAt: sql`now()` as unknown as Date })
    .where(and(eq(earningStakes.id, stake.id), eq(earningStakes.status, 'active')))
    .returning();
  return { stake: closed!, transaction: posted.id, balance: posted.balances.get(available.id)!, total };
}

const lockedStake = async (tx: Executor, id: number) =>
  (await tx.select().from(earningStakes).where(eq(earningStakes.id, id)).for('update'))[0] ?? null;

/**
 * The customer unstakes: a flexible stake comes back at once with its rewards; a fixed one is refused with the day it
 * unlocks (the maturity job pays it back then).
 */
export async function unstake(user: CustomerRow, stakeId: number, idempotencyKey: string): Promise<StakeReceipt> {
  return withIdempotencyKey(user.id, idempotencyKey, { route: 'earning/unstake', stake: stakeId }, async (tx) => {
    await lockCustomer(tx, user.id);
    const stake = await lockedStake(tx, stakeId);
    if (!stake || stake.userId !== user.id) throw new AppError(404, 'earning.errors.stakeNotFound');
    if (stake.status !== 'active') throw new AppError(409, 'earning.errors.stakeClosed');
    if (stake.type === 'fixed') throw new AppError(422, 'earning.errors.locked', { values: { date: stake.maturityDay! } });
    const closed = await closeStake(tx, stake, 'unstaked');
    return { stake: stakeView(closed.stake), transaction: closed.transaction, balance: fromUnits(closed.balance, scaleOf(stake.asset)) };
  });
}

/**
 * Pays back the fixed stakes due by `today` whose every day has been paid (the daily job pays the days first), each in
 * its own transaction with a bell notice; a stake another worker matured meanwhile is skipped. How many it paid back.
 */
export async function matureStakes(today: string): Promise<number> {
  const due = await db()
    .select({ id: earningStakes.id, userId: earningStakes.userId })
    .from(earningStakes)
    .where(
      and(
        eq(earningStakes.status, 'active'),
        eq(earningStakes.type, 'fixed'),
        sql`${earningStakes.maturityDay} <= ${today}::date`,
        sql`${earningStakes.accruedDays} = ${earningStakes.maturityDay} - ${earningStakes.startDay}`,
      ),
    );
  let matured = 0;
  for (const { id, userId } of due)
    matured += await inLedgerTransaction(async (tx) => {
      await lockCustomer(tx, userId);
      const stake = await lockedStake(tx, id);
      if (stake?.status !== 'active') return 0;
      const closed = await closeStake(tx, stake, 'matured');
      const scale = scaleOf(stake.asset);
      await notify(tx, userId, {
        key: 'stakeMatured',
        values: { amount: fromUnits(closed.total, scale), asset: stake.asset, reward: fromUnits(stake.accrued, scale) },
      });
      return 1;
    });
  return matured;
}
