import { formatFiat, type FiatCurrency } from '@/lib/money';

/**
 * "From €20.00 to €1,000.00": the range of amounts in `currency`, worded by `limits` (a translator, on the server
 * or in the browser).
 */
export function rangeHint(
  currency: FiatCurrency,
  range: { min: number; max: number },
  locale: string,
  limits: (range: { min: string; max: string }) => string,
): string {
  return limits({ min: formatFiat(String(range.min), currency, locale), max: formatFiat(String(range.max), currency, locale) });
}

/** The currency an order form starts in: euros, or the first one offered if euros are ever missing. */
export function startingCurrency(currencies: readonly FiatCurrency[]): FiatCurrency {
  return currencies.find((option) => option === 'EUR') ?? currencies[0]!;
}
