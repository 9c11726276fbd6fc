import type { FiatCurrency } from '@/lib/money';

/** A transfer to another customer as the confirmation screen shows it; amounts are decimal strings. */
export interface TransferPreview {
  /** The name to check before confirming, and what the sender typed. */
  recipient: { name: string; identifier: string };
  currency: FiatCurrency;
  amount: string;
  fee: string;
  /** The sender's plan's rule: a percentage and a fixed part. */
  feeRule: { percent: string; fixed: string };
  /** Amount plus fee: what leaves the sender's account. */
  total: string;
  /** The sender's available balance (after the transfer, on a receipt). */
  available: string;
}

export interface TransferReceipt extends TransferPreview {
  /** The journal transaction. */
  transaction: number;
}
