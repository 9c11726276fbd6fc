import 'server-only';
import { formatFiat } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/config';
import type { FiatCurrencyCode } from '@/lib/validation/orders';
import { fieldRefusal } from './refusal';

/** An amount in hundredths against whole-unit limits (CARD_ORDER_LIMITS, VOUCHER_LIMITS), refused on `field`. */
export function assertWithinLimits(
  amountMinor: bigint,
  currency: FiatCurrencyCode,
  limits: { min: number; max: number },
  field: string,
  locale: Locale,
): void {
  const money = (units: number) => formatFiat(String(units), currency, locale);
  if (amountMinor < BigInt(limits.min) * 100n)
    throw fieldRefusal(field, 'payments.errors.belowMinimum', locale, { min: money(limits.min) });
  if (amountMinor > BigInt(limits.max) * 100n)
    throw fieldRefusal(field, 'payments.errors.aboveMaximum', locale, { max: money(limits.max) });
}
