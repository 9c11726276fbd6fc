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
  /** The sender's available balance before the transfer, and what would remain after it. */
  available: string;
  availableAfter: string;
  /** Whether the available balance covers the total. */
  sufficient: boolean;
  /** What the sender's level still allows (EUR, before this transfer) in its tightest period; null without limits. */
  limit: { period: 'day' | 'month' | 'year' | 'total'; remaining: string } | null;
}

export interface TransferReceipt extends TransferPreview {
  /** The journal transaction. */
  transaction: number;
}

/** /Transferbetweenusers: what the form starts with (from the URL when the customer comes back to change it). */
export interface TransferFormView {
  /** Available balance per currency, decimal strings. */
  available: Record<FiatCurrency, string>;
  initial: { recipient: string; currency: FiatCurrency; amount: string };
  limit: TransferPreview['limit'];
}

/** /Transferdetails: the figures to confirm, or why the transfer cannot go ahead (with the way back to the form). */
export type TransferDetailsView =
  { kind: 'ready'; preview: TransferPreview; query: string } | { kind: 'refused'; message: string; query: string };

/** /Transfersuccessfully: a transfer the customer sent, read from the ledger. */
export interface TransferReceiptView {
  transaction: number;
  recipient: string;
  currency: FiatCurrency;
  amount: string;
  fee: string;
  createdAt: Date;
}
