import { formatFiat, type FiatCurrency } from '@/lib/money';

/** A preset voucher value: its button's label ("€50.00") and the pay button's label once it is chosen. */
export interface PresetText {
  value: number;
  label: string;
  pay: string;
}

/** The presets of `currency`, worded by `pay` (a translator, on the server or in the browser). */
export function presetTexts(
  currency: FiatCurrency,
  values: readonly number[],
  locale: string,
  pay: (amount: string) => string,
): PresetText[] {
  return values.map((value) => {
    const label = formatFiat(String(value), currency, locale);
    return { value, label, pay: pay(label) };
  });
}
