import { CRYPTO_SCALES, FIAT_SCALE, isFiatCurrency } from './currencies';
import { fromUnits, toUnits } from './decimal';

/**
 * The one place amounts become text for a reader, on pages, in e-mails and statements: Intl formats the decimal string
 * exactly, so no amount passes through a float on its way to the screen. Each asset is shown in its own precision:
 * fiat with its 2 decimals; a coin counted in 8 decimals or fewer (BTC, LTC) with every decimal it has, trailing zeros
 * trimmed; a coin counted finer (ETH and 18-decimal tokens) with at most 8 significant digits and never more than 8
 * decimals, which still shows a satoshi-sized difference without "0.010097917297176797 ETH".
 */
type Decimal = `${number}` | string;

/**
 * What a shown amount may not exceed: 'down' (the default) for balances, holdings and what a customer receives, so the
 * screen never shows more than is there; 'nearest' for prices and rates, which are nobody's holding.
 */
export type DisplayRounding = 'down' | 'nearest';
export interface AmountOptions {
  rounding?: DisplayRounding;
}

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

const roundingMode = (rounding: DisplayRounding = 'down') => (rounding === 'down' ? 'trunc' : 'halfExpand');

/** The most decimals a coin shows: a satoshi. */
const COIN_DECIMALS = 8;
/** The most significant digits of a coin counted finer than a satoshi. */
const FINE_COIN_DIGITS = 8;

/** Digits of a coin amount: its scale up to 8 decimals; finer coins (and any coin not in the table) 8 significant. */
function coinDigits(asset: string): Intl.NumberFormatOptions {
  const scale = CRYPTO_SCALES[asset];
  if (scale !== undefined && scale <= COIN_DECIMALS) return { maximumFractionDigits: scale };
  return { maximumFractionDigits: COIN_DECIMALS, maximumSignificantDigits: FINE_COIN_DIGITS, roundingPriority: 'lessPrecision' };
}

/** "1234.5" EUR in German → "1.234,50 €". `wholeWithoutCents` writes a whole amount without ",00" ("5.000 €"). */
export function formatFiat(
  amount: Decimal,
  currency: string,
  locale: string,
  options: { wholeWithoutCents?: boolean } & AmountOptions = {},
): string {
  const format = numberFormat(locale, {
    style: 'currency',
    currency,
    roundingMode: roundingMode(options.rounding),
    ...(options.wholeWithoutCents && { trailingZeroDisplay: 'stripIfInteger' as const }),
  });
  return format.format(asNumeric(amount));
}

/** Minor units (cents, haléře) of a fiat currency, for the reader: 2050 EUR in English → "€20.50". */
export function formatFiatMinor(minor: number | bigint, currency: string, locale: string, options: { wholeWithoutCents?: boolean } = {}) {
  return formatFiat(fromUnits(minor, FIAT_SCALE), currency, locale, options);
}

/**
 * The number of an amount of `asset` without its code, in the asset's precision, for a sentence that places the code
 * itself ("{amount} {coin}"): "0.010097917297176797" ETH in Czech → "0,01009791".
 */
export function formatAmount(amount: Decimal, asset: string, locale: string, options: AmountOptions = {}): string {
  const digits = isFiatCurrency(asset) ? { minimumFractionDigits: FIAT_SCALE, maximumFractionDigits: FIAT_SCALE } : coinDigits(asset);
  return numberFormat(locale, { ...digits, roundingMode: roundingMode(options.rounding) }).format(asNumeric(amount));
}

/** An amount of any asset: a fiat currency with its symbol ("2 243 818,83 Kč"), a coin followed by its code ("0.5 BTC"). */
export const formatAsset = (amount: Decimal, asset: string, locale: string, options: AmountOptions = {}) =>
  isFiatCurrency(asset) ? formatFiat(amount, asset, locale, options) : `${formatAmount(amount, asset, locale, options)} ${asset}`;

/** Significant digits of a rate or price below one unit: "1 EUR = 0.00034123 ETH", a SHIB at "0,00001268 €". */
const RATE_DIGITS = 5;

/**
 * A price or exchange rate in `asset` (how much of it one unit of another costs), to the nearest: in a fiat currency
 * with cents from one unit up (a BTC at "€84,125.37"), otherwise 5 significant digits ("0.00034123"). Without the
 * asset's code when `withCode` is false, for a sentence that places it ("1 {from} = {rate} {to}").
 */
export function formatRate(rate: Decimal, asset: string, locale: string, { withCode = true } = {}): string {
  const belowOne = /^-?0*(\.|$)/.test(rate);
  const fiat = isFiatCurrency(asset);
  const digits: Intl.NumberFormatOptions =
    fiat && !belowOne
      ? { minimumFractionDigits: FIAT_SCALE, maximumFractionDigits: FIAT_SCALE }
      : { maximumSignificantDigits: RATE_DIGITS, maximumFractionDigits: Math.max(FIAT_SCALE, CRYPTO_SCALES[asset] ?? COIN_DECIMALS) };
  if (fiat && withCode) return numberFormat(locale, { style: 'currency', currency: asset, ...digits }).format(asNumeric(rate));
  const number = numberFormat(locale, digits).format(asNumeric(rate));
  return withCode ? `${number} ${asset}` : number;
}

/** Market cap and volume in a fiat currency, abbreviated the way the language does (82,5 mld. €, €82.5B). */
export const formatCompactFiat = (amount: Decimal, currency: string, locale: string) =>
  numberFormat(locale, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 2 }).format(asNumeric(amount));

/** A percentage that is a term, not a change (a fee of "5.50" → "5.5 %", "5,5 %" in Czech): at most 2 decimals. */
export const formatPercent = (percent: Decimal, locale: string) =>
  numberFormat(locale, { style: 'unit', unit: 'percent', maximumFractionDigits: 2 }).format(asNumeric(percent));

/**
 * A number that is no amount of an asset: a fee's percentage in a sentence that writes the "%" ("Fee ({percent} %)"),
 * or a market's exact rule (a quantity step of "0.00000001"), with as many decimals as the caller allows.
 */
export const formatNumber = (value: Decimal, locale: string, { maximumFractionDigits = 2 } = {}) =>
  numberFormat(locale, { maximumFractionDigits }).format(asNumeric(value));

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
