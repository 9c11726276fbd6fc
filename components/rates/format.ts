import { FiatCurrency } from '@/lib/money';

type Decimal = `${number}`;

export interface RateFormats {
  /** A price: cents for a coin worth a unit or more, four significant digits below (0,00001268 €). */
  price(value: string, currency: FiatCurrency): string;
  /** Market cap and volume, abbreviated the way the language does (82,5 mld. €, 82.5B €). */
  compact(value: string, currency: FiatCurrency): string;
  /** A 24 h change in percent ("2.3100" → "+2.31%", "+2,31 %"), always signed. */
  change(percent: string): string;
  time(date: Date): string;
}

const byLocale = new Map<string, RateFormats>();

/**
 * The number formats of one language, built once per process: a rates table formats a few hundred figures
 * per request. Prices reach Intl as decimal strings, which it formats without going through a float.
 */
export function rateFormats(locale: string): RateFormats {
  const existing = byLocale.get(locale);
  if (existing) return existing;
  const perCurrency = (options: Intl.NumberFormatOptions) => {
    const formats = {
      EUR: new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', ...options }),
      CZK: new Intl.NumberFormat(locale, { style: 'currency', currency: 'CZK', ...options }),
    };
    return (currency: FiatCurrency) => formats[currency];
  };
  const whole = perCurrency({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const fraction = perCurrency({ maximumSignificantDigits: 4 });
  const compact = perCurrency({ notation: 'compact', maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  });
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'long', timeZone: 'UTC' });
  const formats: RateFormats = {
    price: (value, currency) => (Number(value) >= 1 ? whole : fraction)(currency).format(value as Decimal),
    compact: (value, currency) => compact(currency).format(value as Decimal),
    // Display only: two decimals of a percentage survive the float division.
    change: (value) => percent.format(Number(value) / 100),
    time: (date) => time.format(date),
  };
  byLocale.set(locale, formats);
  return formats;
}
