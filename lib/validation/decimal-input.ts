// Without zod: the order forms read typed amounts with this while they render (is the amount worth a quote,
// what does the pay button say), and load the schemas, which use the same rules, only when they validate.

/** A coin amount: up to 18 decimals here; each coin's own decimals are checked where its data is known. */
export const CRYPTO_AMOUNT_PATTERN = /^\d{1,20}(\.\d{1,18})?$/;
/** A coin's price in a fiat currency, as coin_prices keeps it (NUMERIC(30,10)): a coin may be worth a fraction of a cent. */
export const PRICE_PATTERN = /^\d{1,20}(\.\d{1,10})?$/;
/** A fiat amount in whole units and cents; zeros after the cents change nothing ("1.000" is 1). */
export const FIAT_AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,2}0*)?$/;

/**
 * A typed amount as the order schemas accept it, with a point (visitors in cs/de/hu type a decimal comma):
 * the pattern's digits and above zero. Undefined when it is not one.
 */
export function readDecimalInput(typed: string, pattern: RegExp): string | undefined {
  const value = typed.trim().replace(',', '.');
  return pattern.test(value) && /[1-9]/.test(value) ? value : undefined;
}
