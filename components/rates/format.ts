import { formatCompactFiat, formatPercentChange, formatRate, type FiatCurrency } from '@/lib/money';

export interface RateFormats {
  /** A price: cents for a coin worth a unit or more, five significant digits below (0,000012681 €). */
  price(value: string, currency: FiatCurrency): string;
  /** Market cap and volume, abbreviated the way the language does (82,5 mld. €, 82.5B €). */
  compact(value: string, currency: FiatCurrency): string;
  /** A 24 h change in percent ("2.3100" → "+2.31 %"), signed, as the dashboard writes it. */
  change(percent: string): string;
}

/** The rates table's figures in one language, through the one formatter of amounts (lib/money/format.ts). */
export const rateFormats = (locale: string): RateFormats => ({
  price: (value, currency) => formatRate(value, currency, locale),
  compact: (value, currency) => formatCompactFiat(value, currency, locale),
  change: (percent) => formatPercentChange(percent, locale),
});
