import 'server-only';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { fromUnits, scaleOf, toUnits } from '@/lib/money';
import type { CustomerRow } from '@/lib/server/auth';
import { AppError, lockCustomer } from '@/lib/server/core';
import { db, schema, type Executor } from '@/lib/server/db';
import {
  availableBalance,
  customerAccount,
  holdFunds,
  inLedgerTransaction,
  post,
  releaseHold,
  settle,
  withIdempotencyKey,
} from '@/lib/server/ledger';
import { assertNotBlocked } from '@/lib/server/limits';
import { movedAgainstHouse, PRICE_SCALE } from '@/lib/server/pricing';
import type { OrderCancelReason } from '@/lib/terms/exchange';
import type { ExchangeOrderValues, ExchangeQuoteValues } from '@/lib/validation/exchange';
import type { ExchangeOrder, ExchangeQuote } from '@/lib/views/exchange';
import {
  accountOf,
  belowMinimum,
  fillAt,
  fillLegs,
  payingAsset,
  payOf,
  refusalOf,
  tradingFee,
  valueEurOf,
  type Fill,
  type Side,
} from './fills';
import { notionalOf, openMarketPrice, pairNamed, pairOfOrder, quantityFor, type Pair, type PairPrice } from './pairs';

const { exchangeOrders, exchangeQuotes } = schema;

export type OrderRow = typeof exchangeOrders.$inferSelect;

/** How long a market quote holds, as an own-account conversion quote does. */
export const EXCHANGE_QUOTE_SECONDS = 30;
/** Resting orders (waiting and open) a customer may have at once: the catalogue's "too many open orders". */
export const MAX_OPEN_ORDERS = 50;
/** The feature the operator can block. */
export const FEATURE = 'exchange';
const EXPIRY_DAYS = { gtc: null, day: 1, week: 7, month: 30 } as const;

const fieldRefusal = (field: string, key: string, values?: Record<string, string>) =>
  new AppError(422, 'validationFailed', { fieldErrors: { [field]: values ? { key, values } : key } });

/** A quantity on the pair's lot: a multiple of its step (LOT_SIZE) and at least its minimum. */
function quantityOf(pair: Pair, value: string): bigint {
  const scale = scaleOf(pair.base);
  const step = fromUnits(pair.quantityStep, scale);
  let units: bigint;
  try {
    units = toUnits(value, scale);
  } catch {
    throw fieldRefusal('quantity', 'exchange.errors.lotSize', { step });
  }
  if (units % pair.quantityStep !== 0n) throw fieldRefusal('quantity', 'exchange.errors.lotSize', { step });
  if (units < pair.minQuantity)
    throw fieldRefusal('quantity', 'exchange.errors.minQuantity', { minimum: fromUnits(pair.minQuantity, scale) });
  return units;
}

/** A price on the pair's tick (PRICE_FILTER). */
function priceOn(pair: Pair, value: string, field: 'price' | 'stop'): bigint {
  const step = fromUnits(pair.priceStep, PRICE_SCALE);
  let units: bigint;
  try {
    units = toUnits(value, PRICE_SCALE);
  } catch {
    throw fieldRefusal(field, 'exchange.errors.priceFilter', { step });
  }
  if (units <= 0n || units % pair.priceStep !== 0n) throw fieldRefusal(field, 'exchange.errors.priceFilter', { step });
  return units;
}

/** The minimum order value (MIN_NOTIONAL), in the quote asset, refused on `field`. */
const minNotionalRefusal = (pair: Pair, field = 'quantity') =>
  fieldRefusal(field, 'exchange.errors.minNotional', { minimum: fromUnits(pair.minNotional, scaleOf(pair.quote)), asset: pair.quote });

function assertMinNotional(pair: Pair, fill: Fill): void {
  if (belowMinimum(pair, fill)) throw minNotionalRefusal(pair);
}

/** A market fill re-checked as it happens, refused as its quote would have been. */
function assertFillable(pair: Pair, fill: Fill): void {
  const refusal = refusalOf(pair, fill);
  if (refusal === 'minNotional') throw minNotionalRefusal(pair);
  if (refusal) throw new AppError(409, 'exchange.errors.marketClosed', { values: { pair: pair.symbol } });
}

const priceText = (units: bigint | null) => (units === null ? null : fromUnits(units, PRICE_SCALE));

export function orderView(order: OrderRow): ExchangeOrder {
  const pair = pairOfOrder(order);
  const resting = order.status === 'waiting' || order.status === 'open';
  const heldAsset = payingAsset(pair, order.side);
  return {
    id: order.id,
    pair: pair.symbol,
    side: order.side,
    type: order.type,
    status: order.status,
    quantity: fromUnits(order.quantity, scaleOf(pair.base)),
    price: priceText(order.limitPrice),
    stop: priceText(order.stopPrice),
    held: resting && order.heldAmount !== null ? { asset: heldAsset, amount: fromUnits(order.heldAmount, scaleOf(heldAsset)) } : null,
    filled: fromUnits(order.status === 'filled' ? order.quantity : 0n, scaleOf(pair.base)),
    fillPrice: priceText(order.fillPrice),
    // An order fills whole, in one fill: the average over its fills is that fill's price, exact.
    averagePrice: priceText(order.fillPrice),
    fee: order.feeAmount === null ? null : fromUnits(order.feeAmount, scaleOf(pair.quote)),
    reason: order.cancelReason,
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.expiresAt?.toISOString() ?? null,
  };
}

const sidePrice = (price: PairPrice, side: Side) => (side === 'buy' ? price.ask : price.bid);

/**
 * Prices a market order at the provider's ask (a buy) or bid (a sell) and stores the quote for EXCHANGE_QUOTE_SECONDS.
 * A buy given as an amount to spend is quoted for the quantity that amount buys (fillForSpend); the quote binds that
 * quantity, price and fee, so the fill spends what the quote showed. What the customer does not hold is refused now
 * rather than at confirmation.
 */
export async function quoteMarketOrder(user: CustomerRow, input: ExchangeQuoteValues): Promise<ExchangeQuote> {
  const pair = pairNamed(input.pair);
  const quantity = input.quantity === undefined ? null : quantityOf(pair, input.quantity);
  const price = sidePrice(await openMarketPrice(db(), pair), input.side);
  return db().transaction(async (tx) => {
    await assertNotBlocked(tx, FEATURE, user.id, 'sender');
    let fill: Fill;
    if (quantity === null) {
      // What was typed beyond the quote asset's smallest unit cannot be spent.
      fill = await fillForSpend(tx, user.plan, pair, toUnits(input.spend!, scaleOf(pair.quote), 'down'), price, 'spend');
    } else {
      fill = await fillAt(tx, user.plan, pair, input.side, quantity, price);
      assertMinNotional(pair, fill);
    }
    if ((await availableBalance(tx, user.id, payingAsset(pair, input.side))) < payOf(input.side, fill))
      throw new AppError(422, 'ledger.errors.insufficientFunds');
    const [stored] = await tx
      .insert(exchangeQuotes)
      .values({
        userId: user.id,
        side: input.side,
        base: pair.base,
        quote: pair.quote,
        quantity: fill.quantity,
        price: fill.price,
        feeAmount: fill.fee,
        expiresAt: sql`now() + make_interval(secs => ${EXCHANGE_QUOTE_SECONDS})` as unknown as Date,
      })
      .returning();
    return quoteView(pair, stored!, fill);
  });
}

/**
 * A buy of what `spend` quote units pay for at `ask`, fee included: the most whole steps of the pair's lot whose
 * notional and fee fit in it. Refused on `field` when that is below the pair's minimum order value or quantity.
 */
async function fillForSpend(tx: Executor, plan: CustomerRow['plan'], pair: Pair, spend: bigint, ask: bigint, field: string): Promise<Fill> {
  // The fee on the whole amount is at least the fee on what is left after it, so notional and fee fit in `spend`.
  const budget = spend - (await tradingFee(tx, plan, pair.quote, spend));
  // The most whole steps whose exact notional stays within the budget (rounded up it then still does).
  const fill = await fillAt(tx, plan, pair, 'buy', budget > 0n ? quantityFor(pair, budget, ask) : 0n, ask);
  if (belowMinimum(pair, fill)) throw minNotionalRefusal(pair, field);
  if (fill.quantity < pair.minQuantity)
    throw fieldRefusal(field, 'exchange.errors.spendBelowMinQuantity', {
      minimum: fromUnits(pair.minQuantity, scaleOf(pair.base)),
      asset: pair.base,
    });
  return fill;
}

function quoteView(pair: Pair, quote: typeof exchangeQuotes.$inferSelect, fill: Fill): ExchangeQuote {
  const [baseScale, quoteScale] = [scaleOf(pair.base), scaleOf(pair.quote)];
  const base = { asset: pair.base, amount: fromUnits(fill.quantity, baseScale) };
  const buying = quote.side === 'buy';
  return {
    quote: quote.id,
    pair: pair.symbol,
    side: quote.side,
    quantity: base.amount,
    price: fromUnits(fill.price, PRICE_SCALE),
    notional: fromUnits(fill.notional, quoteScale),
    fee: fromUnits(fill.fee, quoteScale),
    pay: buying ? { asset: pair.quote, amount: fromUnits(fill.notional + fill.fee, quoteScale) } : base,
    receive: buying ? base : { asset: pair.quote, amount: fromUnits(fill.notional - fill.fee, quoteScale) },
    expiresAt: quote.expiresAt.toISOString(),
  };
}

/**
 * One fill from the customer's available balance, posted at once as one journal transaction (customer ↔ liquidity,
 * fee leg), and its order row, closed as filled. The caller has locked the customer.
 */
async function fillFromAvailable(tx: Executor, userId: number, pair: Pair, side: Side, fill: Fill): Promise<OrderRow> {
  assertFillable(pair, fill);
  const source = await customerAccount(tx, userId, payingAsset(pair, side));
  const transaction = await post(tx, {
    kind: 'exchange',
    legs: await fillLegs(tx, userId, pair, side, fill, source.id, payOf(side, fill)),
    valueEurMinor: await valueEurOf(tx, pair, fill.notional),
    metadata: { pair: pair.symbol, side, type: 'market', price: fromUnits(fill.price, PRICE_SCALE) },
  });
  const [order] = await tx
    .insert(exchangeOrders)
    .values({
      userId,
      side,
      type: 'market',
      base: pair.base,
      quote: pair.quote,
      quantity: fill.quantity,
      status: 'filled',
      fillPrice: fill.price,
      feeAmount: fill.fee,
      fillTransactionId: transaction,
      closedAt: sql`now()` as unknown as Date,
    })
    .returning();
  return order!;
}

/**
 * Fills a market quote, once. The pair is priced again first: when its price has since moved against the house by more
 * than the tolerance (movedAgainstHouse) nothing moves and the customer is asked to review a new quote (409
 * priceChanged); otherwise the quoted figures hold. The quote is consumed in the fill's transaction.
 */
export async function confirmMarketOrder(user: CustomerRow, quoteId: string, idempotencyKey: string): Promise<ExchangeOrder> {
  return withIdempotencyKey(user.id, idempotencyKey, { route: 'exchange/market', quote: quoteId }, async (tx) => {
    const [quote] = await tx
      .select()
      .from(exchangeQuotes)
      .where(and(eq(exchangeQuotes.id, quoteId), eq(exchangeQuotes.userId, user.id)));
    if (!quote) throw new AppError(404, 'exchange.errors.quoteNotFound');
    if (quote.consumedAt) throw new AppError(409, 'exchange.errors.quoteUsed');
    if (quote.expiresAt <= new Date()) throw new AppError(409, 'exchange.errors.quoteExpired');
    await assertNotBlocked(tx, FEATURE, user.id, 'sender');
    const pair = pairNamed(`${quote.base}-${quote.quote}`);
    const now = sidePrice(await openMarketPrice(tx, pair), quote.side);
    // The house gives base units for a buy (against it when the ask rose) and quote units for a sell (when the bid fell).
    const against = quote.side === 'buy' ? movedAgainstHouse(now, quote.price) : movedAgainstHouse(quote.price, now);
    if (against) throw new AppError(409, 'exchange.errors.priceChanged');
    await lockCustomer(tx, user.id);
    const notional = notionalOf(pair, quote.quantity, quote.price, quote.side === 'buy' ? 'up' : 'down');
    const order = await fillFromAvailable(tx, user.id, pair, quote.side, {
      quantity: quote.quantity,
      price: quote.price,
      notional,
      fee: quote.feeAmount,
    });
    const [consumed] = await tx
      .update(exchangeQuotes)
      .set({ consumedAt: sql`now()` as unknown as Date, orderId: order.id })
      .where(and(eq(exchangeQuotes.id, quote.id), isNull(exchangeQuotes.consumedAt), gt(exchangeQuotes.expiresAt, sql`now()`)))
      .returning({ id: exchangeQuotes.id });
    if (!consumed) throw new AppError(409, 'exchange.errors.quoteUsed');
    return orderView(order);
  });
}

/**
 * Buys a pair for `spend` quote units now, at the ask, inside the caller's transaction (a recurring buy, whose slot key
 * commits with it): the largest quantity on the pair's lot whose notional and fee fit in `spend` (fillForSpend).
 * Refusals are the market order's (market closed, minimum order value, insufficient funds).
 */
export async function buyForAmount(tx: Executor, userId: number, pairSymbol: string, spend: bigint): Promise<ExchangeOrder> {
  const pair = pairNamed(pairSymbol);
  const { ask } = await openMarketPrice(tx, pair);
  const customer = await lockCustomer(tx, userId, ['plan']);
  if (!customer) throw new AppError(404, 'exchange.errors.orderNotFound');
  const fill = await fillForSpend(tx, customer.plan, pair, spend, ask, 'amount');
  return orderView(await fillFromAvailable(tx, userId, pair, 'buy', fill));
}

/**
 * Places a limit or stop-loss limit order: the funds it needs at its limit price (a buy: notional and fee in the quote
 * asset; a sell: the quantity) move from available to held in the same transaction. A stop-loss must sit between the
 * market and its limit (sell: market > stop ≥ limit; buy: market < stop ≤ limit). A limit that already crosses the
 * market fills at once, at the market price.
 */
export async function placeOrder(user: CustomerRow, input: ExchangeOrderValues, idempotencyKey: string): Promise<ExchangeOrder> {
  const pair = pairNamed(input.pair);
  const quantity = quantityOf(pair, input.quantity);
  const limit = priceOn(pair, input.price, 'price');
  const stop = input.type === 'stop_limit' && input.stop !== undefined ? priceOn(pair, input.stop, 'stop') : null;
  return withIdempotencyKey(user.id, idempotencyKey, { route: 'exchange/orders', ...input }, async (tx) => {
    await assertNotBlocked(tx, FEATURE, user.id, 'sender');
    const customer = await lockCustomer(tx, user.id, ['plan']);
    const [{ open } = { open: 0 }] = await tx
      .select({ open: sql<number>`count(*)::int` })
      .from(exchangeOrders)
      .where(and(eq(exchangeOrders.userId, user.id), inArray(exchangeOrders.status, ['waiting', 'open'])));
    if (open >= MAX_OPEN_ORDERS) throw new AppError(422, 'exchange.errors.tooManyOrders', { values: { maximum: MAX_OPEN_ORDERS } });
    const price = await openMarketPrice(tx, pair);
    if (stop !== null) assertStopPlacement(input.side, sidePrice(price, input.side), stop, limit);
    const atLimit = await fillAt(tx, customer!.plan, pair, input.side, quantity, limit);
    assertMinNotional(pair, atLimit);
    const asset = payingAsset(pair, input.side);
    const held = payOf(input.side, atLimit);
    const holdId = await holdFunds(tx, {
      userId: user.id,
      asset,
      amount: held,
      kind: 'exchange',
      valueEurMinor: await valueEurOf(tx, pair, atLimit.notional),
      metadata: { pair: pair.symbol, side: input.side, type: input.type, price: input.price },
    });
    const days = EXPIRY_DAYS[input.expiry];
    const [order] = await tx
      .insert(exchangeOrders)
      .values({
        userId: user.id,
        side: input.side,
        type: input.type,
        base: pair.base,
        quote: pair.quote,
        quantity,
        limitPrice: limit,
        stopPrice: stop,
        status: stop === null ? 'open' : 'waiting',
        heldAmount: held,
        holdTransactionId: holdId,
        expiresAt: days === null ? null : (sql`now() + make_interval(days => ${days})` as unknown as Date),
      })
      .returning();
    if (stop === null && crosses(order!, price)) return orderView(await fillResting(tx, order!, customer!.plan, price));
    return orderView(order!);
  });
}

function assertStopPlacement(side: Side, market: bigint, stop: bigint, limit: bigint): void {
  const valid = side === 'sell' ? market > stop && stop >= limit : market < stop && stop <= limit;
  if (!valid) throw fieldRefusal('stop', side === 'sell' ? 'exchange.errors.stopSell' : 'exchange.errors.stopBuy');
}

/** Whether an open order's limit crosses the provider's price: a buy when ask ≤ limit, a sell when bid ≥ limit. */
export const crosses = (order: Pick<OrderRow, 'side' | 'limitPrice'>, price: PairPrice) =>
  order.side === 'buy' ? price.ask <= order.limitPrice! : price.bid >= order.limitPrice!;

/**
 * Fills a resting order that the caller has locked (FOR UPDATE) with its customer, at the market price: its hold is
 * posted with the fill's legs, so the fill is that one journal transaction, and the status moves open → filled by a
 * conditional update, so an order fills once however many matchers saw it. A fill that fails its re-check (refusalOf)
 * cancels the order instead, with the reason.
 */
export async function fillResting(tx: Executor, order: OrderRow, plan: CustomerRow['plan'], price: PairPrice): Promise<OrderRow> {
  const pair = pairOfOrder(order);
  const fill = await fillAt(tx, plan, pair, order.side, order.quantity, sidePrice(price, order.side));
  const refusal = refusalOf(pair, fill);
  if (refusal) return closeResting(tx, order, 'cancelled', refusal);
  // A fixed fee raised since placing never takes more than the hold.
  if (order.side === 'buy' && fill.notional + fill.fee > order.heldAmount!) fill.fee = order.heldAmount! - fill.notional;
  const held = await accountOf(tx, order.userId, payingAsset(pair, order.side), 'held');
  await settle(
    tx,
    order.holdTransactionId!,
    'posted',
    await fillLegs(tx, order.userId, pair, order.side, fill, held.id, order.heldAmount!),
  );
  const [filled] = await tx
    .update(exchangeOrders)
    .set({
      status: 'filled',
      fillPrice: fill.price,
      feeAmount: fill.fee,
      fillTransactionId: order.holdTransactionId,
      closedAt: sql`now()` as unknown as Date,
    })
    .where(and(eq(exchangeOrders.id, order.id), eq(exchangeOrders.status, 'open')))
    .returning();
  if (!filled) throw new AppError(409, 'exchange.errors.notOpen');
  return filled;
}

/**
 * Closes a resting order that the caller has locked with its customer, releasing its hold in the same transaction:
 * expired, or cancelled by the exchange for `reason`.
 */
export async function closeResting(
  tx: Executor,
  order: OrderRow,
  status: 'expired' | 'cancelled',
  reason: OrderCancelReason | null = null,
): Promise<OrderRow> {
  const [closed] = await tx
    .update(exchangeOrders)
    .set({ status, cancelReason: reason, closedAt: sql`now()` as unknown as Date })
    .where(and(eq(exchangeOrders.id, order.id), inArray(exchangeOrders.status, ['waiting', 'open'])))
    .returning();
  if (!closed) throw new AppError(409, 'exchange.errors.notOpen');
  await releaseHold(tx, order.holdTransactionId!);
  return closed;
}

/**
 * Cancels a resting order and releases its hold in the same transaction. An order a matcher is filling at this moment
 * (its row locked) is not waited for: the cancel is refused as not open, and the fill stands.
 */
export async function cancelOrder(user: CustomerRow, orderId: number): Promise<ExchangeOrder> {
  return inLedgerTransaction(async (tx) => {
    await lockCustomer(tx, user.id);
    const [cancelled] = await tx
      .update(exchangeOrders)
      .set({ status: 'cancelled', closedAt: sql`now()` as unknown as Date })
      .where(
        and(
          eq(exchangeOrders.userId, user.id),
          inArray(exchangeOrders.status, ['waiting', 'open']),
          sql`${exchangeOrders.id} IN (SELECT id FROM exchange_orders WHERE id = ${orderId} FOR UPDATE SKIP LOCKED)`,
        ),
      )
      .returning();
    if (cancelled) {
      await releaseHold(tx, cancelled.holdTransactionId!);
      return orderView(cancelled);
    }
    const [found] = await tx
      .select({ id: exchangeOrders.id })
      .from(exchangeOrders)
      .where(and(eq(exchangeOrders.id, orderId), eq(exchangeOrders.userId, user.id)));
    throw found ? new AppError(409, 'exchange.errors.notOpen') : new AppError(404, 'exchange.errors.orderNotFound');
  });
}
