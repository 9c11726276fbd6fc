import 'server-only';

import { basisPointsOf, divide, FIAT_SCALE, pow10 } from '@/lib/money';

/**
 * The order features' arithmetic on integer units (lib/money converts to and from decimals): results are rounded
 * towards the house where rounding is unavoidable: what the customer receives down, fees up.
 */

/** The fee on an amount, rounded up to the unit: `basisPoints` of 10 000. */
export const feeOf = (amount: bigint, basisPoints: number) => basisPointsOf(amount, basisPoints, 'up');

/** Prices (coin_prices.price) have 10 decimals. */
export const PRICE_SCALE = 10;
/** Exchange rates are kept with 18 decimals, the scale of the order tables. */
export const RATE_SCALE = 18;

/**
 * How far the price may move against the house between a quote and the order that uses it: 50 basis points (0.5 %).
 * A quote holds for seconds (OWN_QUOTE_SECONDS, QUOTE_TTL_SECONDS), and without this rule it is a free option: ask for
 * quotes, then confirm only those the market has since moved in your favour. Confirming prices the order again, and
 * when what the house gives at the quote is more than this share above what it gives at today's price, the order is
 * refused and the customer asked to take a new quote; a smaller move, or one in the house's favour, keeps the quote.
 * The simulated market moves a coin at most 0.08 % a minute (a pair 0.16 %), and a quote of up to 60 s spans at most
 * two of its minute prices, so with the default settings its quotes are not refused for noise.
 */
export const QUOTE_PRICE_TOLERANCE_BASIS_POINTS = 50;

/**
 * Whether the price moved against the house beyond QUOTE_PRICE_TOLERANCE_BASIS_POINTS: `quoted` is what the quote
 * gives the customer, `now` what the same order gives at the current price (both in units of the same asset).
 */
export const movedAgainstHouse = (quoted: bigint, now: bigint) =>
  (quoted - now) * 10_000n > quoted * BigInt(QUOTE_PRICE_TOLERANCE_BASIS_POINTS);

export interface SwapMath {
  /** Units of the coin received, before the fee. */
  gross: bigint;
  fee: bigint;
  /** What the customer receives: gross minus fee, in units of the coin received. */
  net: bigint;
  /** Coins received per coin sent, at RATE_SCALE. */
  rate: bigint;
  /** The value sent in euro cents, for the minimum and the verification limit. */
  valueEurCents: bigint;
}

/**
 * A swap of `amountFrom` units of one coin into another at their euro prices (PRICE_SCALE units): the
 * value converted exactly, the result floored to the received coin's decimals, then the fee taken from it.
 */
export function swapMath(input: {
  amountFrom: bigint;
  fromDecimals: number;
  toDecimals: number;
  fromPriceEur: bigint;
  toPriceEur: bigint;
  feeBasisPoints: number;
}): SwapMath {
  const { amountFrom, fromDecimals, toDecimals, fromPriceEur, toPriceEur, feeBasisPoints } = input;
  const gross = divide(amountFrom * fromPriceEur * pow10(toDecimals), pow10(fromDecimals) * toPriceEur, 'down');
  const fee = feeOf(gross, feeBasisPoints);
  return {
    gross,
    fee,
    net: gross - fee,
    rate: divide(fromPriceEur * pow10(RATE_SCALE), toPriceEur, 'down'),
    valueEurCents: divide(amountFrom * fromPriceEur, pow10(fromDecimals + PRICE_SCALE - FIAT_SCALE), 'down'),
  };
}

export interface CardBuyMath {
  feeMinor: bigint;
  /** Units of the coin bought with what is left after the fee, floored. */
  cryptoUnits: bigint;
}

/** Buying a coin for `fiatMinor` hundredths at `price` (PRICE_SCALE units of the same currency per coin). */
export function cardBuyMath(input: { fiatMinor: bigint; price: bigint; coinDecimals: number; feeBasisPoints: number }): CardBuyMath {
  const feeMinor = feeOf(input.fiatMinor, input.feeBasisPoints);
  const cryptoUnits = divide(
    (input.fiatMinor - feeMinor) * pow10(PRICE_SCALE + input.coinDecimals),
    input.price * pow10(FIAT_SCALE),
    'down',
  );
  return { feeMinor, cryptoUnits };
}
