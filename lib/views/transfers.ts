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

/** One of the customer's own accounts to move money from or to (a crypto account may not be open yet: balance 0). */
export interface OwnAccountChoice {
  /** "EUR:available", "EUR:cash", "BTC:available". */
  key: string;
  asset: string;
  kind: 'available' | 'cash';
  number: string | null;
  balance: string;
}

/** A quoted transfer between own accounts: good until `expiresAt`, spent once. Amounts in each account's asset. */
export interface OwnTransferQuote {
  quote: string;
  from: { key: string; asset: string; amount: string };
  to: { key: string; asset: string; amount: string };
  /** In the source asset, part of from.amount. */
  fee: string;
  /** Target units per source unit; "1" within one asset. */
  rate: string;
  expiresAt: string;
}

export interface OwnTransferReceipt extends OwnTransferQuote {
  transaction: number;
  /** What the two accounts hold after the transfer. */
  balances: { from: string; to: string };
}

export interface OwnTransferFormView {
  accounts: OwnAccountChoice[];
  /** How long a quote is good, in seconds. */
  quoteSeconds: number;
}
