import type { FiatCurrency } from '@/lib/money';
import type { Challenge, FailureReason } from './payments';

/** /Crypto_gift_voucher: the values and limits per currency the form offers. */
export interface VoucherPageView {
  currencies: readonly FiatCurrency[];
  /** Suggested values within the limits, in whole units. */
  presets: Record<FiatCurrency, number[]>;
  limits: Record<FiatCurrency, { min: number; max: number }>;
  testCards: boolean;
}

export interface IssuedVoucher {
  reference: string;
  code: string;
  /** Shown once on the success page and sent by e-mail; only its hash is kept. */
  password: string;
  value: string;
  currency: FiatCurrency;
  email: string;
}

export type VoucherPurchase =
  | { status: 'active'; voucher: IssuedVoucher }
  | { status: 'challenge'; reference: string; challenge: Challenge }
  | { status: 'declined'; reference: string; reason: FailureReason };

/** A gift voucher credited to the customer's account. */
export interface VoucherRedemption {
  transaction: number;
  amount: string;
  currency: FiatCurrency;
  /** The credit account's balance after it. */
  balance: string;
}
