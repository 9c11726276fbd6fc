import 'server-only';
import { basisPointsOf, isFiatCurrency } from '@/lib/money';
import type { CustomerRow } from '@/lib/server/auth';
import type { Executor } from '@/lib/server/db';
import { conversion, customerAccount, feeLeg, houseAccount, move, type Leg } from '@/lib/server/ledger';
import { feeFor, type Fee } from '@/lib/server/pricing';
import { priceOf, valueAt } from '@/lib/server/rates';
import type { OrderCancelReason } from '@/lib/terms/exchange';
import { notionalOf, type Pair } from './pairs';

export type Side = 'buy' | 'sell';

/** What one fill moves: `quantity` base units at `price`, the notional in quote units and the fee on it. */
export interface Fill {
  quantity: bigint;
  price: bigint;
  notional: bigint;
  fee: bigint;
}

const lookups = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * A lookup asked once per transaction: an account, once opened, stays and a fee rule does not change while the
 * transaction runs, and a matcher batch fills many orders of the same customers and plans in one.
 */
function once<T>(tx: Executor, key: string, load: () => Promise<T>): Promise<T> {
  let memo = lookups.get(tx);
  if (!memo) lookups.set(tx, (memo = new Map()));
  if (!memo.has(key)) memo.set(key, load());
  return memo.get(key) as Promise<T>;
}

/** A customer's account, opened on first use (customerAccount), once per transaction. */
export const accountOf = (tx: Executor, userId: number, asset: string, kind: 'available' | 'held' = 'available') =>
  once(tx, `account:${userId}:${asset}:${kind}`, () => customerAccount(tx, userId, asset, kind));

/**
 * A crypto_trading fee rule on a notional in the quote asset: the rule of a fiat quote in full; against a coin the euro
 * rule's percentage only, as own-account conversions charge a crypto source.
 */
export const feeOn = (rule: Pick<Fee, 'basisPoints' | 'fixedMinor'>, quote: string, notional: bigint) =>
  basisPointsOf(notional, rule.basisPoints, 'up') + (isFiatCurrency(quote) ? rule.fixedMinor : 0n);

/** The plan's crypto_trading rule for a quote asset (a coin quote takes the euro rule's). */
function tradingRule(tx: Executor, plan: CustomerRow['plan'], quote: string): Promise<Fee> {
  const currency = isFiatCurrency(quote) ? quote : 'EUR';
  return once(tx, `fee:${plan}:${currency}`, () => feeFor(tx, { plan, operation: 'crypto_trading', currency }, 0n));
}

/** The plan's crypto_trading fee on a notional in the quote asset (feeOn). */
export const tradingFee = async (tx: Executor, plan: CustomerRow['plan'], quote: string, notional: bigint) =>
  feeOn(await tradingRule(tx, plan, quote), quote, notional);

/**
 * A fill's figures, rounded the house's way: a buyer pays the notional rounded up, a seller gets it rounded down; the
 * fee always rounds up.
 */
export function fillOf(rule: Pick<Fee, 'basisPoints' | 'fixedMinor'>, pair: Pair, side: Side, quantity: bigint, price: bigint): Fill {
  const notional = notionalOf(pair, quantity, price, side === 'buy' ? 'up' : 'down');
  return { quantity, price, notional, fee: feeOn(rule, pair.quote, notional) };
}

/** A fill's figures under the plan's fee (fillOf). */
export const fillAt = async (tx: Executor, plan: CustomerRow['plan'], pair: Pair, side: Side, quantity: bigint, price: bigint) =>
  fillOf(await tradingRule(tx, plan, pair.quote), pair, side, quantity, price);

/** Whether a fill's value is below the pair's minimum order (MIN_NOTIONAL) or no more than its fee. */
export const belowMinimum = (pair: Pair, fill: Fill) => fill.notional < pair.minNotional || fill.notional <= fill.fee;

/**
 * Why a fill cannot happen, re-checked when it happens whatever was checked before: its pair is no longer listed, its
 * price is not above zero, or its value is below the minimum.
 */
export function refusalOf(pair: Pair, fill: Fill): OrderCancelReason | undefined {
  if (!pair.listed) return 'pairNotListed';
  if (fill.price <= 0n) return 'noPrice';
  return belowMinimum(pair, fill) ? 'minNotional' : undefined;
}

/** What a side pays with: a buy the quote asset, a sell the base asset. */
export const payingAsset = (pair: Pair, side: Side) => (side === 'buy' ? pair.quote : pair.base);

/** What leaves the customer for a fill: a buy pays notional and fee, a sell gives the quantity. */
export const payOf = (side: Side, fill: Fill) => (side === 'buy' ? fill.notional + fill.fee : fill.quantity);

/**
 * The legs of one fill against the provider's liquidity: the paying account (available for a market order, held for a
 * resting one) gives `paid`; a buyer's change (a fill below the limit) goes back to available; the fee goes to a fee
 * shard in the quote asset, from what a buyer pays or, for a seller, out of the proceeds before they are credited.
 */
export async function fillLegs(
  tx: Executor,
  userId: number,
  pair: Pair,
  side: Side,
  fill: Fill,
  source: number,
  paid: bigint,
): Promise<Leg[]> {
  if (side === 'buy') {
    const [quoteAvailable, baseAvailable] = [await accountOf(tx, userId, pair.quote), await accountOf(tx, userId, pair.base)];
    const change = paid - fill.notional - fill.fee;
    return [
      ...(change > 0n ? move(source, quoteAvailable.id, change) : []),
      ...(await conversion(
        tx,
        { account: source, asset: pair.quote, amount: fill.notional },
        { account: baseAvailable.id, asset: pair.base, amount: fill.quantity },
      )),
      ...(await feeLeg(tx, source, pair.quote, fill.fee)),
    ];
  }
  const quoteAvailable = await accountOf(tx, userId, pair.quote);
  const quoteLiquidity = await once(tx, `liquidity:${pair.quote}`, () => houseAccount(tx, 'liquidity', pair.quote));
  return [
    ...(await conversion(
      tx,
      { account: source, asset: pair.base, amount: fill.quantity },
      { account: quoteAvailable.id, asset: pair.quote, amount: fill.notional - fill.fee },
    )),
    ...(await feeLeg(tx, quoteLiquidity.id, pair.quote, fill.fee)),
  ];
}

/** A notional's value in euro cents (the journal's value column); a coin quote at its euro price, read on `tx`. */
export async function valueEurOf(tx: Executor, pair: Pair, notional: bigint): Promise<bigint> {
  if (pair.quote === 'EUR') return notional;
  const price = await priceOf(pair.quote, 'EUR', tx).catch(() => null);
  return price === null ? 0n : valueAt(notional, pair.quote, price);
}
