import 'server-only';

/**
 * Exact decimal arithmetic for amounts that are stored or charged: a decimal string becomes an integer
 * count of the smallest unit (satoshi, cent, 1e-10 of a price) and everything is BigInt from there. Results
 * are rounded towards the house where rounding is unavoidable: what the customer receives down, fees up.
 */

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

const pow10 = (exponent: number) => 10n ** BigInt(exponent);

/** "12.345" at scale 8 → 1234500000n. More decimals than the scale only when they are zeros ("1.50" at 1). */
export function toUnits(decimal: string, scale: number): bigint {
  const match = DECIMAL.exec(decimal.trim());
  if (!match) throw new Error(`not a decimal: ${decimal}`);
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > scale) throw new Error(`${decimal} has more than ${scale} decimals`);
  return BigInt(match[1]!) * pow10(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
}

/** 1234500000n at scale 8 → "12.345": no trailing zeros, no exponent, "0" for zero. */
export function fromUnits(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

const floorDiv = (numerator: bigint, denominator: bigint) => numerator / denominator;
const ceilDiv = (numerator: bigint, denominator: bigint) => (numerator + denominator - 1n) / denominator;

/** The fee on an amount, rounded up to the unit: `basisPoints` of 10 000. */
export const feeOf = (amount: bigint, basisPoints: number) => ceilDiv(amount * BigInt(basisPoints), 10_000n);

/** Prices (coin_prices.price) have 10 decimals. */
export const PRICE_SCALE = 10;
/** Exchange rates are kept with 18 decimals, the scale of the order tables. */
export const RATE_SCALE = 18;
/** EUR and CZK both count in hundredths. */
export const FIAT_SCALE = 2;

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
  const gross = floorDiv(amountFrom * fromPriceEur * pow10(toDecimals), pow10(fromDecimals) * toPriceEur);
  const fee = feeOf(gross, feeBasisPoints);
  return {
    gross,
    fee,
    net: gross - fee,
    rate: floorDiv(fromPriceEur * pow10(RATE_SCALE), toPriceEur),
    valueEurCents: floorDiv(amountFrom * fromPriceEur, pow10(fromDecimals + PRICE_SCALE - FIAT_SCALE)),
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
  const cryptoUnits = floorDiv((input.fiatMinor - feeMinor) * pow10(PRICE_SCALE + input.coinDecimals), input.price * pow10(FIAT_SCALE));
  return { feeMinor, cryptoUnits };
}
