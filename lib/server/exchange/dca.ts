import 'server-only';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { fromUnits, scaleOf, toUnits } from '@/lib/money';
import type { CustomerRow } from '@/lib/server/auth';
import { AppError } from '@/lib/server/core';
import { db, schema, type Executor } from '@/lib/server/db';
import { inLedgerTransaction } from '@/lib/server/ledger';
import { assertNotBlocked } from '@/lib/server/limits';
import { notify } from '@/lib/server/notifications';
import type { DcaOrderValues, DcaSkipReason } from '@/lib/validation/exchange';
import type { DcaOrder } from '@/lib/views/exchange';
import { buyForAmount, FEATURE, orderView } from './orders';
import { pairNamed } from './pairs';
import { nextSlot } from './schedule';

const { dcaOrders, dcaRuns, exchangeOrders } = schema;

type DcaRow = typeof dcaOrders.$inferSelect;

/** Recurring buys a customer may keep at once. */
export const MAX_DCA_ORDERS = 20;
/** Skipped runs in a row after which the order is deactivated. */
export const SKIPS_TO_PAUSE = 3;
/** Runs each order shows, newest first. */
const RUNS_SHOWN = 10;

function reasonOf(error: AppError): DcaSkipReason {
  if (error.messageKey === 'ledger.errors.insufficientFunds') return 'insufficientFunds';
  if (error.messageKey === 'exchange.errors.marketClosed') return 'marketClosed';
  if (error.status === 403) return 'blocked';
  if (error.extra.fieldErrors?.amount) return 'minNotional';
  return 'refused';
}

async function viewsOf(executor: Executor, rows: readonly DcaRow[]): Promise<DcaOrder[]> {
  if (rows.length === 0) return [];
  const runs = await executor
    .select({ run: dcaRuns, order: exchangeOrders })
    .from(dcaRuns)
    .leftJoin(exchangeOrders, eq(exchangeOrders.id, dcaRuns.exchangeOrderId))
    .where(
      and(
        inArray(
          dcaRuns.dcaOrderId,
          rows.map((row) => row.id),
        ),
        sql`(SELECT count(*) FROM dca_runs later WHERE later.dca_order_id = ${dcaRuns.dcaOrderId} AND later.slot > ${dcaRuns.slot}) < ${RUNS_SHOWN}`,
      ),
    )
    .orderBy(desc(dcaRuns.slot));
  return rows.map((row) => ({
    id: row.id,
    pair: `${row.base}-${row.quote}`,
    amount: fromUnits(row.amount, scaleOf(row.quote)),
    period: row.period,
    times: row.times,
    weekdays: row.weekdays,
    monthDays: row.monthDays,
    timeZone: row.timeZone,
    comment: row.comment,
    active: row.active,
    nextRunAt: row.active ? row.nextRunAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    runs: runs
      .filter(({ run }) => run.dcaOrderId === row.id)
      .map(({ run, order }) => ({
        slot: run.slot.toISOString(),
        outcome: run.outcome,
        reason: run.reason,
        order: order && orderView(order),
      })),
  }));
}

/** The customer's recurring buys, newest first, each with its latest runs. */
export async function listDcaOrders(userId: number): Promise<DcaOrder[]> {
  const rows = await db().select().from(dcaOrders).where(eq(dcaOrders.userId, userId)).orderBy(desc(dcaOrders.id));
  return viewsOf(db(), rows);
}

/** Creates a recurring buy, active from its first slot after now. */
export async function createDcaOrder(user: CustomerRow, input: DcaOrderValues, now = new Date()): Promise<DcaOrder> {
  const pair = pairNamed(input.pair);
  let amount: bigint;
  try {
    amount = toUnits(input.amount, scaleOf(pair.quote));
  } catch {
    throw new AppError(422, 'validationFailed', { fieldErrors: { amount: 'payments.validation.amount' } });
  }
  if (amount < pair.minNotional)
    throw new AppError(422, 'validationFailed', {
      fieldErrors: {
        amount: {
          key: 'exchange.errors.minNotional',
          values: { minimum: fromUnits(pair.minNotional, scaleOf(pair.quote)), asset: pair.quote },
        },
      },
    });
  return db().transaction(async (tx) => {
    await assertNotBlocked(tx, FEATURE, user.id, 'sender');
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(dcaOrders)
      .where(eq(dcaOrders.userId, user.id));
    if (count >= MAX_DCA_ORDERS) throw new AppError(422, 'exchange.dca.errors.tooMany', { values: { maximum: MAX_DCA_ORDERS } });
    const [row] = await tx
      .insert(dcaOrders)
      .values({
        userId: user.id,
        base: pair.base,
        quote: pair.quote,
        amount,
        period: input.period,
        times: input.times,
        weekdays: input.period === 'week' ? input.weekdays : [],
        monthDays: input.period === 'month' ? input.monthDays : [],
        timeZone: input.timeZone,
        comment: input.comment,
        nextRunAt: nextSlot(input, now),
      })
      .returning();
    return (await viewsOf(tx, [row!]))[0]!;
  });
}

/**
 * Activates (from the first slot after now: what was missed while it was deactive is not bought) or deactivates one of
 * the customer's recurring buys. A scheduler running its slot at this moment holds the row: the change waits for it.
 */
export async function setDcaActive(user: CustomerRow, id: number, active: boolean, now = new Date()): Promise<DcaOrder> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(dcaOrders)
      .where(and(eq(dcaOrders.id, id), eq(dcaOrders.userId, user.id)))
      .for('update');
    if (!row) throw new AppError(404, 'exchange.dca.errors.notFound');
    const [changed] = await tx
      .update(dcaOrders)
      .set(active && !row.active ? { active, skippedInRow: 0, nextRunAt: nextSlot(row, now) } : { active })
      .where(eq(dcaOrders.id, id))
      .returning();
    return (await viewsOf(tx, [changed!]))[0]!;
  });
}

/** Deletes one of the customer's recurring buys with its runs; the orders it filled stay in the order history. */
export async function deleteDcaOrder(user: CustomerRow, id: number): Promise<{ id: number }> {
  const [deleted] = await db()
    .delete(dcaOrders)
    .where(and(eq(dcaOrders.id, id), eq(dcaOrders.userId, user.id)))
    .returning({ id: dcaOrders.id });
  if (!deleted) throw new AppError(404, 'exchange.dca.errors.notFound');
  return deleted;
}

/**
 * Runs one due slot of one recurring buy, if any is due, in one transaction: the order row is taken FOR UPDATE SKIP
 * LOCKED (a second scheduler takes another order or none), the buy, the run row (unique per order and slot) and the
 * next slot commit together, so a slot is bought once however many schedulers run or crash. The next slot is the
 * first after `now`: slots missed while the app was down are caught up by this one run, not one run each. A refused
 * buy (no funds, market closed, blocked) is rolled back to its savepoint and recorded as skipped, with a bell notice;
 * the third skip in a row deactivates the order.
 */
async function runOneDue(now: Date): Promise<'filled' | 'skipped' | null> {
  return inLedgerTransaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(dcaOrders)
      .where(and(eq(dcaOrders.active, true), lte(dcaOrders.nextRunAt, now)))
      .orderBy(dcaOrders.nextRunAt)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!order) return null;
    const pair = `${order.base}-${order.quote}`;
    let filled: number | null = null;
    let reason: DcaSkipReason | null = null;
    try {
      filled = await tx.transaction(async (savepoint) => {
        await assertNotBlocked(savepoint, FEATURE, order.userId, 'sender');
        return (await buyForAmount(savepoint, order.userId, pair, order.amount)).id;
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      reason = reasonOf(error);
    }
    await tx.insert(dcaRuns).values({
      dcaOrderId: order.id,
      slot: order.nextRunAt,
      outcome: reason ? 'skipped' : 'filled',
      reason,
      exchangeOrderId: filled,
    });
    const skippedInRow = reason ? order.skippedInRow + 1 : 0;
    const paused = skippedInRow >= SKIPS_TO_PAUSE;
    await tx
      .update(dcaOrders)
      .set({ skippedInRow, active: !paused, nextRunAt: nextSlot(order, now) })
      .where(eq(dcaOrders.id, order.id));
    if (reason) {
      const amount = fromUnits(order.amount, scaleOf(order.quote));
      await notify(tx, order.userId, { key: 'dcaSkipped', values: { pair, amount, asset: order.quote, reason } });
      if (paused) await notify(tx, order.userId, { key: 'dcaPaused', values: { pair, amount, asset: order.quote } });
    }
    return reason ? 'skipped' : 'filled';
  });
}

/** Every slot due by `now`, each once: what the scheduler job runs each minute. */
export async function runDueDcaOrders(now = new Date()) {
  const summary = { filled: 0, skipped: 0 };
  for (let outcome = await runOneDue(now); outcome !== null; outcome = await runOneDue(now)) summary[outcome]++;
  return summary;
}
