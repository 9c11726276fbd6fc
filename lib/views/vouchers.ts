import type { issuedVoucher, voucherPurchaseAnswer } from '@/lib/api/contracts/checkout';
import type { z } from 'zod';
import type { voucherRedemptionAnswer } from '@/lib/api/contracts/money';
import type { FiatCurrency } from '@/lib/money';

/** /Crypto_gift_voucher: the values and limits per currency the form offers. */
export interface VoucherPageView {
  currencies: readonly FiatCurrency[];
  /** Suggested values within the limits, in whole units. */
  presets: Record<FiatCurrency, number[]>;
  limits: Record<FiatCurrency, { min: number; max: number }>;
  testCards: boolean;
}

export type IssuedVoucher = z.infer<typeof issuedVoucher>;

export type VoucherPurchase = z.infer<typeof voucherPurchaseAnswer>;

/** A gift voucher credited to the customer's account. */
export type VoucherRedemption = z.infer<typeof voucherRedemptionAnswer>;
