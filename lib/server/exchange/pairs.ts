import 'server-only';
import { CRYPTO_SCALES, divide, FIAT_CURRENCIES, isFiatCurrency, pow10, scaleOf, toUnits, type FiatCurrency } from '@/lib/money';
import { env } from '@/lib/env';
import { AppError } from '@/lib/server/core';
import type { Executor } from '@/lib/server/db';
import { PRICE_SCALE } from '@/lib/server/pricing';
import { coinDefinitions, storedPrices, type StoredPrice } from '@/lib/server/rates';

/** What a pair trades under: quantities in base units, prices in PRICE_SCALE units of the quote asset per whole base. */
export interface Pair {
  /** "BTC-EUR". */
  symbol: string;
  base: string;
  quote: string;
  minQuantity: bigint;
  quantityStep: bigint;
  priceStep: bigint;
  /** In quote units. */
  minNotional: bigint;
  /** Half the distance between the provider's ask and bid around the feed's price. */
  spreadBasisPoints: number;
  /** Offered and orderable: its price step is at most 1/STEPS_PER_PRICE of its reference price. */
  listed: boolean;
}

/**
 * A price must be at least this many price steps (a step at most 0.1 % of it): below, a bid and an ask rounded to a
 * step are mostly rounding, down to zero (PEPE at 1e-10 BTC is one step of 10 decimals).
 */
const STEPS_PER_PRICE = 1000n;
const fineEnough = (step: bigint, price: bigint) => step * STEPS_PER_PRICE <= price;

/**
 * The configuration per quote asset: the provider's spread and the smallest order it takes (5 EUR, 125 CZK, 0.00005
 * BTC, the same few euros each). Steps follow from each coin's reference price: a quantity step worth about a euro
 * cent and a price step of six significant digits (at most the quote's smallest unit, at least PRICE_SCALE's), so every
 * coin trades in sensible increments without a hand-written row per pair. A pair whose reference price is too small
 * for PRICE_SCALE to keep three digits of it is not listed.
 */
const QUOTE_RULES: Record<string, { minNotional: string; spreadBasisPoints: number; referencePerEur: number }> = {
  EUR: { minNotional: '5', spreadBasisPoints: 20, referencePerEur: 1 },
  CZK: { minNotional: '125', spreadBasisPoints: 20, referencePerEur: 25 },
  BTC: { minNotional: '0.00005', spreadBasisPoints: 30, referencePerEur: 1 / 82_500 },
};

const powerOfTen = (exponent: number, floor: bigint, ceiling: bigint) => {
  const step = exponent < 0 ? 1n : pow10(exponent);
  return step < floor ? floor : step > ceiling ? ceiling : step;
};

function pairOf(base: string, quote: string, referenceEur: number): Pair {
  const rules = QUOTE_RULES[quote]!;
  const baseScale = scaleOf(base);
  const reference = referenceEur * rules.referencePerEur;
  const quantityExponent = baseScale + Math.floor(Math.log10(0.01 / referenceEur));
  const priceExponent = PRICE_SCALE + Math.floor(Math.log10(reference)) - 5;
  const quantityStep = powerOfTen(quantityExponent, 1n, pow10(baseScale));
  const priceStep = powerOfTen(priceExponent, 1n, pow10(PRICE_SCALE - scaleOf(quote)));
  return {
    symbol: `${base}-${quote}`,
    base,
    quote,
    quantityStep,
    minQuantity: quantityStep * 10n,
    priceStep,
    minNotional: toUnits(rules.minNotional, scaleOf(quote)),
    spreadBasisPoints: rules.spreadBasisPoints,
    listed: fineEnough(priceStep, BigInt(Math.floor(reference * 10 ** PRICE_SCALE))),
  };
}

/** Every coin the ledger keeps against each fiat currency, and every other coin against bitcoin, listed or not. */
const EVERY_PAIR: readonly Pair[] = coinDefinitions
  .filter((coin) => CRYPTO_SCALES[coin.symbol] !== undefined)
  .flatMap((coin) => [
    ...FIAT_CURRENCIES.map((fiat) => pairOf(coin.symbol, fiat, Number(coin.referenceEur))),
    ...(coin.symbol === 'BTC' ? [] : [pairOf(coin.symbol, 'BTC', Number(coin.referenceEur))]),
  ]);

/** The pairs offered and orderable. */
export const PAIRS: readonly Pair[] = EVERY_PAIR.filter((pair) => pair.listed);

const BY_SYMBOL = new Map(EVERY_PAIR.map((pair) => [pair.symbol, pair]));

/** The listed pair a symbol names, or a 422 on the field. */
export function pairNamed(symbol: string): Pair {
  const pair = BY_SYMBOL.get(symbol);
  if (!pair?.listed) throw new AppError(422, 'validationFailed', { fieldErrors: { pair: 'exchange.errors.unknownPair' } });
  return pair;
}

/** The pair an order was placed on, listed still or not: to show the order and to close it. */
export function pairOfOrder(order: { base: string; quote: string }): Pair {
  const pair = BY_SYMBOL.get(`${order.base}-${order.quote}`);
  if (!pair) throw new Error(`no pair ${order.base}-${order.quote}`);
  return pair;
}

export interface PairPrice {
  mid: bigint;
  /** What the provider pays for the base asset (sells fill here). */
  bid: bigint;
  /** What the provider sells the base asset at (buys fill here). */
  ask: bigint;
  /** The older of the feed prices it is made of. */
  updatedAt: Date;
}

/** A fiat pair's price is the feed's; a coin against bitcoin is the ratio of their euro prices. */
function midOf(pair: Pair, prices: ReadonlyMap<string, StoredPrice>): { mid: bigint; updatedAt: Date } | undefined {
  const of = (symbol: string, currency: FiatCurrency) => prices.get(`${symbol}:${currency}`);
  if (isFiatCurrency(pair.quote)) {
    const row = of(pair.base, pair.quote);
    return row && { mid: toUnits(row.price, PRICE_SCALE, 'down'), updatedAt: row.updatedAt };
  }
  const [base, quote] = [of(pair.base, 'EUR'), of(pair.quote, 'EUR')];
  if (!base || !quote) return undefined;
  const quoteUnits = toUnits(quote.price, PRICE_SCALE, 'down');
  if (quoteUnits === 0n) return undefined;
  return {
    mid: divide(toUnits(base.price, PRICE_SCALE, 'down') * pow10(PRICE_SCALE), quoteUnits, 'down'),
    updatedAt: base.updatedAt < quote.updatedAt ? base.updatedAt : quote.updatedAt,
  };
}

/**
 * The provider's bid and ask: the spread either side of the feed's price, each rounded away from the customer to a step,
 * so 0 < bid < mid < ask. None (the market is closed) when the feed's price is fewer than STEPS_PER_PRICE steps.
 */
export function pairPriceFrom(pair: Pair, prices: ReadonlyMap<string, StoredPrice>): PairPrice | undefined {
  const found = midOf(pair, prices);
  if (!found || !fineEnough(pair.priceStep, found.mid)) return undefined;
  const spread = BigInt(pair.spreadBasisPoints);
  const bid = divide(found.mid * (10_000n - spread), 10_000n * pair.priceStep, 'down') * pair.priceStep;
  const ask = divide(found.mid * (10_000n + spread), 10_000n * pair.priceStep, 'up') * pair.priceStep;
  return { ...found, bid, ask };
}

export const priceMap = (prices: readonly StoredPrice[]) => new Map(prices.map((row) => [`${row.symbol}:${row.currency}`, row]));

/**
 * Whether the feed has gone quiet: no price of the pair within three refresh intervals. The market is then closed to
 * new orders, since a stale price is a free option for whoever knows the real one.
 */
export const isStale = (price: PairPrice, now = new Date()) =>
  now.getTime() - price.updatedAt.getTime() > 3 * env().PRICE_REFRESH_SECONDS * 1000;

/**
 * The pair's price now, read past the cache through `executor` (a transaction's own connection); 409 marketClosed
 * without a price or when it is stale.
 */
export async function openMarketPrice(executor: Executor, pair: Pair): Promise<PairPrice> {
  const price = pairPriceFrom(pair, priceMap(await storedPrices(executor)));
  if (!price || isStale(price)) throw new AppError(409, 'exchange.errors.marketClosed', { values: { pair: pair.symbol } });
  return price;
}

/** `quantity` base units at `price`, in quote units, rounded the house's way (`up` what a buyer pays, `down` what a seller gets). */
export const notionalOf = (pair: Pair, quantity: bigint, price: bigint, rounding: 'up' | 'down') =>
  divide(quantity * price, pow10(scaleOf(pair.base) + PRICE_SCALE - scaleOf(pair.quote)), rounding);

/** The largest quantity on the pair's lot whose notional at `price` is at most `budget` quote units. */
export const quantityFor = (pair: Pair, budget: bigint, price: bigint) =>
  ((budget * pow10(scaleOf(pair.base) + PRICE_SCALE - scaleOf(pair.quote))) / price / pair.quantityStep) * pair.quantityStep;
