import 'server-only';
import { basisPointsOf, isFiatCurrency } from '@/lib/money';
import type { CustomerRow } from '@/lib/server/auth';
import type { Executor } from '@/lib/server/db';
import { conversion, customerAccount, feeLeg, houseAccount, move, type Leg } from '@/lib/server/ledger';
import { feeFor } from '@/lib/server/pricing';
import { priceOf, valueAt } from '@/lib/server/rates';
import { notionalOf, type Pair } from './pairs';

export type Side = 'buy' | 'sell';

/** What one fill moves: `quantity` base units at `price`, the notional in quote units and the fee on it. */
export interface Fill {
  quantity: bigint;
  price: bigint;
  notional: bigint;
  fee: bigint;
}

/**
 * The plan's crypto_trading fee on a notional in the quote asset: the rule of a fiat quote in full; against a coin the
 * euro rule's percentage only, as own-account conversions charge a crypto source.
 */
export async function tradingFee(tx: Executor, plan: CustomerRow['plan'], quote: string, notional: bigint): Promise<bigint> {
  const fiat = isFiatCurrency(quote);
  const rule = await feeFor(tx, { plan, operation: 'crypto_trading', currency: fiat ? quote : 'EUR' }, notional);
  return fiat ? rule.amount : basisPointsOf(notional, rule.basisPoints, 'up');
}

/** A fill's figures: a buyer pays the notional rounded up, a seller gets it rounded down; the fee always rounds up. */
export async function fillAt(
  tx: Executor,
  plan: CustomerRow['plan'],
  pair: Pair,
  side: Side,
  quantity: bigint,
  price: bigint,
): Promise<Fill> {
  const notional = notionalOf(pair, quantity, price, side === 'buy' ? 'up' : 'down');
  return { quantity, price, notional, fee: await tradingFee(tx, plan, pair.quote, notional) };
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
    const [quoteAvailable, baseAvailable] = [await customerAccount(tx, userId, pair.quote), await customerAccount(tx, userId, pair.base)];
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
  const quoteAvailable = await customerAccount(tx, userId, pair.quote);
  const quoteLiquidity = await houseAccount(tx, 'liquidity', pair.quote);
  return [
    ...(await conversion(
      tx,
      { account: source, asset: pair.base, amount: fill.quantity },
      { account: quoteAvailable.id, asset: pair.quote, amount: fill.notional - fill.fee },
    )),
    ...(await feeLeg(tx, quoteLiquidity.id, pair.quote, fill.fee)),
  ];
}

/** A notional's value in euro cents (the journal's value column); a coin quote at its euro price. */
export async function valueEurOf(pair: Pair, notional: bigint): Promise<bigint> {
  if (pair.quote === 'EUR') return notional;
  const price = await priceOf(pair.quote, 'EUR').catch(() => null);
  return price === null ? 0n : valueAt(notional, pair.quote, price);
}
