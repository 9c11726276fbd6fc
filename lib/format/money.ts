/**
 * Amounts as the reader's language writes them, straight from decimal strings: Intl formats a string
 * exactly, so no amount passes through a float on its way to the screen or an e-mail.
 */
type Decimal = `${number}` | string;

const asNumeric = (amount: Decimal) => amount as Intl.StringNumericLiteral;

/** "1234.5" EUR in German → "1.234,50 €". */
export function formatFiat(amount: Decimal, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(asNumeric(amount));
}

/** A coin amount with every decimal it has (up to 18, or fewer for a rate), grouped the reader's way: "2.66434425" → "2,66434425" in Czech. */
export function formatCoin(amount: Decimal, locale: string, maximumFractionDigits = 18): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits }).format(asNumeric(amount));
}

/** Hundredths of a currency unit as a decimal string: 4990 → "49.9". */
export const minorToDecimal = (minor: number | bigint) => {
  const value = BigInt(minor);
  const whole = value / 100n;
  const cents = (value < 0n ? -value : value) % 100n;
  return cents === 0n ? whole.toString() : `${whole}.${cents.toString().padStart(2, '0')}`;
};
