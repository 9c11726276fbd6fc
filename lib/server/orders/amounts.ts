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
