import { FIAT_SCALE, isFiatCurrency } from './currencies';
import { fromUnits, toUnits } from './decimal';

/**
 * Amounts as the reader's language writes them, straight from decimal strings: Intl formats a string exactly, so no
 * amount passes through a float on its way to the screen or an e-mail.
 */
type Decimal = `${number}` | string;

const asNumeric = (amount: Decimal) => amount as Intl.StringNumericLiteral;

// Building an Intl.NumberFormat costs tens of microseconds, formatting with one almost nothing: each transfer words
// its amount twice (the bell, the e-mail) and a page dozens of times, so a format is built once per language and options.
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** "1234.5" EUR in German → "1.234,50 €". `wholeWithoutCents` writes a whole amount without ",00" ("5.000 €"). */
export function formatFiat(amount: Decimal, currency: string, locale: string, options: { wholeWithoutCents?: boolean } = {}): string {
  const format = numberFormat(locale, {
    style: 'currency',
    currency,
    ...(options.wholeWithoutCents && { trailingZeroDisplay: 'stripIfInteger' as const }),
  });
  return format.format(asNumeric(amount));
}

/** Minor units (cents, haléře) of a fiat currency, for the reader: 2050 EUR in English → "€20.50". */
export function formatFiatMinor(minor: number | bigint, currency: string, locale: string, options: { wholeWithoutCents?: boolean } = {}) {
  return formatFiat(fromUnits(minor, FIAT_SCALE), currency, locale, options);
}

/** A coin amount with every decimal it has (up to 18, or fewer for a rate), grouped the reader's way: "2.66434425" → "2,66434425" in Czech. */
export function formatCoin(amount: Decimal, locale: string, maximumFractionDigits = 18): string {
  return numberFormat(locale, { maximumFractionDigits }).format(asNumeric(amount));
}

/** An amount of any asset a ledger account holds: a fiat currency with its symbol, a coin followed by its code. */
export const formatAsset = (amount: Decimal, asset: string, locale: string) =>
  isFiatCurrency(asset) ? formatFiat(amount, asset, locale) : `${formatCoin(amount, locale)} ${asset}`;

/** The smallest change a percentage shows with two decimals; anything smaller but not zero reads "< 0.01 %". */
const SMALLEST_SHOWN_PERCENT = 1n;

/**
 * A signed percentage change ("-1.5" → "-1.5 %", "2" → "+2 %"). A change too small for two decimals is "< 0.01 %"
 * rather than a zero whose sign disagrees with the amount beside it (a loss of 2.65 CZK once read "+0 %").
 */
export function formatPercentChange(percent: Decimal, locale: string): string {
  const hundredths = toUnits(percent.replace(/^-/, ''), 2, 'down');
  if (hundredths < SMALLEST_SHOWN_PERCENT && /[1-9]/.test(percent)) {
    return `< ${numberFormat(locale).format(asNumeric('0.01'))} %`;
  }
  const format = numberFormat(locale, { maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  return `${format.format(asNumeric(percent))} %`;
}
