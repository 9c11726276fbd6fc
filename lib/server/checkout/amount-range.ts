import 'server-only';
import type { FiatCurrency } from '@/lib/money';
import { fieldError } from '@/lib/server/core';

/** An amount in hundredths against whole-unit limits (CARD_ORDER_LIMITS, VOUCHER_LIMITS), refused on `field`. */
export function assertAmountInRange(
  amountMinor: bigint,
  currency: FiatCurrency,
  limits: { min: number; max: number },
  field: string,
): void {
  if (amountMinor < BigInt(limits.min) * 100n)
    throw fieldError(field, 'payments.errors.belowMinimum', { min: { amount: String(limits.min), currency } });
  if (amountMinor > BigInt(limits.max) * 100n)
    throw fieldError(field, 'payments.errors.aboveMaximum', { max: { amount: String(limits.max), currency } });
}
