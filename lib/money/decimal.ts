/**
 * Exact conversion between decimal strings and integer counts of an asset's smallest unit (satoshi, cent, 1e-10 of a
 * price): BigInt throughout, so no amount passes through a float. Where a value must be rounded, the direction is
 * named by the caller: what the customer receives rounds down, what they pay (fees) rounds up.
 */

/** 'exact' refuses a value with more decimals than the scale (unless they are zeros). */
export type Rounding = 'exact' | 'down' | 'up';

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

export const pow10 = (exponent: number) => 10n ** BigInt(exponent);

/** "12.345" at scale 8 → 1234500000n; "1.239" at scale 2 is 123n rounded down, 124n up, and refused when exact. */
export function toUnits(decimal: string, scale: number, rounding: Rounding = 'exact'): bigint {
  const match = DECIMAL.exec(decimal.trim());
  if (!match) throw new Error(`not a decimal: ${decimal}`);
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  const kept = fraction.slice(0, scale);
  const units = BigInt(match[1]!) * pow10(scale) + BigInt(kept.padEnd(scale, '0') || '0');
  if (fraction.length <= scale) return units;
  if (rounding === 'exact') throw new Error(`${decimal} has more than ${scale} decimals`);
  return rounding === 'up' ? units + 1n : units;
}

/**
 * Whether two amounts of an asset are the same number at its scale: "25.50", "25.5" and 2550n at scale 2 are. Each is a
 * decimal string or already a count of units. Text is never compared as text: a quote signs one spelling and the
 * confirmation sends another. Text that is no decimal of the scale ("1e1", "1.001" at 2) names no amount, so it is
 * the same as nothing.
 */
export function sameAmount(a: string | bigint, b: string | bigint, scale: number): boolean {
  const unitsOf = (amount: string | bigint) => (typeof amount === 'bigint' ? amount : toUnits(amount, scale));
  try {
    return unitsOf(a) === unitsOf(b);
  } catch {
    return false;
  }
}

/** A quotient of non-negative integers rounded in the named direction. */
export function divide(numerator: bigint, denominator: bigint, rounding: Exclude<Rounding, 'exact'>): bigint {
  return rounding === 'up' ? (numerator + denominator - 1n) / denominator : numerator / denominator;
}

function splitUnits(units: number | bigint, scale: number): { sign: string; whole: string; fraction: string } {
  const value = BigInt(units);
  const digits = (value < 0n ? -value : value).toString().padStart(scale + 1, '0');
  return { sign: value < 0n ? '-' : '', whole: digits.slice(0, digits.length - scale), fraction: digits.slice(digits.length - scale) };
}

/** 1234500000n at scale 8 → "12.345": no trailing zeros, no exponent, "0" for zero. */
export function fromUnits(units: number | bigint, scale: number): string {
  const { sign, whole, fraction } = splitUnits(units, scale);
  const significant = fraction.replace(/0+$/, '');
  return `${sign}${whole}${significant ? `.${significant}` : ''}`;
}

/** Every decimal of the scale written out, as statements and amounts in the legacy contract show them: 15000 at 2 → "150.00". */
export function minorToDecimal(units: number | bigint, scale: number): string {
  const { sign, whole, fraction } = splitUnits(units, scale);
  return `${sign}${whole}${scale ? `.${fraction}` : ''}`;
}

/** A NUMERIC column's text without the padding of its scale: "0.001500000000000000" → "0.0015", "2.000" → "2". */
export function trimDecimal(numeric: string): string {
  return numeric.includes('.') ? numeric.replace(/\.?0+$/, '') : numeric;
}

/** `basisPoints` of 10,000 of an amount, rounded in the named direction (a fee rounds up). */
export const basisPointsOf = (amount: bigint, basisPoints: number, rounding: Exclude<Rounding, 'exact'>) =>
  divide(amount * BigInt(basisPoints), 10_000n, rounding);
