import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { lockCustomer } from '@/lib/server/core';
import { db, schema, type Executor } from '@/lib/server/db';
import { inLedgerTransaction } from '@/lib/server/ledger';
import { storedPrices } from '@/lib/server/rates';
import type { OrderCancelReason } from '@/lib/terms/exchange';
import { closeResting, fillResting, type OrderRow } from './orders';
import { isStale, pairOfOrder, pairPriceFrom, priceMap, type Pair, type PairPrice } from './pairs';
import type { PlanType } from '@/lib/terms/plans';

const { exchangeOrders } = schema;

/** Orders one matcher transaction takes; short transactions keep a customer's own calls from waiting long. */
const BATCH = 100;

/**
 * Locks the batch's customers before any money moves, in ascending id: every matcher, and every customer call (which
 * locks its customer first), then takes customer rows in one order and no transaction waits for a customer while
 * holding ledger accounts, so two matchers never deadlock.
 */
async function lockedPlans(tx: Executor, orders: readonly OrderRow[]) {
  const plans = new Map<number, PlanType>();
  for (const userId of [...new Set(orders.map((order) => order.userId))].sort((a, b) => a - b)) {
    const customer = await lockCustomer(tx, userId, ['plan']);
    plans.set(userId, customer!.plan);
  }
  return plans;
}

/**
 * One batch of the pair's crossing open orders, taken with FOR UPDATE SKIP LOCKED: orders another matcher holds are
 * left to it, so two matchers share the work and never fill one order twice (fillResting's conditional update is the
 * second guard). The orders as they closed: filled, or cancelled when their fill failed its re-check.
 */
async function fillBatch(pair: Pair, price: PairPrice): Promise<OrderRow[]> {
  return inLedgerTransaction(async (tx) => {
    const { rows } = await tx.execute<Record<string, unknown>>(sql`
      SELECT * FROM exchange_orders
       WHERE base = ${pair.base} AND quote = ${pair.quote} AND status = 'open' AND (expires_at IS NULL OR expires_at > now())
         AND ((side = 'buy' AND limit_price >= ${price.ask.toString()}::numeric)
           OR (side = 'sell' AND limit_price <= ${price.bid.toString()}::numeric))
       ORDER BY user_id, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`);
    const orders = rows.map(orderFromRow);
    const plans = await lockedPlans(tx, orders);
    const closed: OrderRow[] = [];
    for (const order of orders) closed.push(await fillResting(tx, order, plans.get(order.userId)!, price));
    return closed;
  });
}

const bigintOrNull = (value: unknown) => (value === null || value === undefined ? null : BigInt(String(value)));
const dateOrNull = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));

function orderFromRow(row: Record<string, unknown>): OrderRow {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    side: row.side as OrderRow['side'],
    type: row.type as OrderRow['type'],
    base: String(row.base),
    quote: String(row.quote),
    quantity: BigInt(String(row.quantity)),
    limitPrice: bigintOrNull(row.limit_price),
    stopPrice: bigintOrNull(row.stop_price),
    status: row.status as OrderRow['status'],
    heldAmount: bigintOrNull(row.held_amount),
    holdTransactionId: row.hold_transaction_id === null ? null : Number(row.hold_transaction_id),
    fillPrice: bigintOrNull(row.fill_price),
    feeAmount: bigintOrNull(row.fee_amount),
    fillTransactionId: row.fill_transaction_id === null ? null : Number(row.fill_transaction_id),
    cancelReason: (row.cancel_reason ?? null) as OrderRow['cancelReason'],
    expiresAt: dateOrNull(row.expires_at),
    createdAt: new Date(row.created_at as string),
    closedAt: dateOrNull(row.closed_at),
  };
}

/** Stop-loss limits whose stop the price crossed become open limit orders (sell: bid ≤ stop; buy: ask ≥ stop). */
async function triggerStops(pair: Pair, price: PairPrice): Promise<number> {
  const result = await db().execute(sql`
    UPDATE exchange_orders SET status = 'open'
     WHERE base = ${pair.base} AND quote = ${pair.quote} AND status = 'waiting'
       AND ((side = 'sell' AND stop_price >= ${price.bid.toString()}::numeric)
         OR (side = 'buy' AND stop_price <= ${price.ask.toString()}::numeric))`);
  return result.rowCount ?? 0;
}

/**
 * The resting orders `which` selects, closed (closeResting) with their holds released, in one transaction per batch,
 * the customers locked first as the matcher does. Rows a matcher or a cancel holds are skipped for the next run. The
 * number closed.
 */
async function closeOrders(which: SQL, status: 'expired' | 'cancelled', reason: OrderCancelReason | null = null): Promise<number> {
  let closed = 0;
  for (;;) {
    const count = await inLedgerTransaction(async (tx) => {
      const { rows } = await tx.execute<Record<string, unknown>>(sql`
        SELECT * FROM exchange_orders WHERE status IN ('waiting', 'open') AND ${which}
         ORDER BY user_id, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`);
      const orders = rows.map(orderFromRow);
      await lockedPlans(tx, orders);
      for (const order of orders) await closeResting(tx, order, status, reason);
      return orders.length;
    });
    closed += count;
    if (count < BATCH) return closed;
  }
}

/** Resting orders past their expiry, closed as expired. */
export const expireOrders = () => closeOrders(sql`expires_at <= now()`, 'expired');

export interface MatchSummary {
  triggered: number;
  filled: number;
  /** Cancelled by the exchange: on a pair no longer listed, or failing their fill's re-check. */
  cancelled: number;
  expired: number;
}

/**
 * Evaluates every pair with resting orders against the stored prices (read past the cache): expired orders first, then
 * stops the price crossed, then batches of crossing orders until none is left. A pair without a price, or whose price
 * is stale or too small for its step, fills nothing: the market is closed for it. The orders of a pair no longer
 * listed are cancelled, since it will not be priced again.
 */
export async function matchOrders(now = new Date()): Promise<MatchSummary> {
  const summary: MatchSummary = { triggered: 0, filled: 0, cancelled: 0, expired: await expireOrders() };
  const prices = priceMap(await storedPrices());
  const { rows } = await db().execute<{ base: string; quote: string }>(
    sql`SELECT DISTINCT base, quote FROM ${exchangeOrders} WHERE status IN ('waiting', 'open')`,
  );
  for (const row of rows) {
    const pair = pairOfOrder(row);
    if (!pair.listed) {
      summary.cancelled += await closeOrders(sql`base = ${pair.base} AND quote = ${pair.quote}`, 'cancelled', 'pairNotListed');
      continue;
    }
    const price = pairPriceFrom(pair, prices);
    if (!price || isStale(price, now)) continue;
    summary.triggered += await triggerStops(pair, price);
    let batch: OrderRow[];
    do {
      batch = await fillBatch(pair, price);
      const filled = batch.filter((order) => order.status === 'filled').length;
      summary.filled += filled;
      summary.cancelled += batch.length - filled;
    } while (batch.length === BATCH);
  }
  return summary;
}
