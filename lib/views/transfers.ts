import type { z } from 'zod';
import type { NextStep } from '@/lib/terms/next-step';
import type {
  ownTransferQuoteAnswer,
  ownTransferReceiptAnswer,
  transferPreviewAnswer,
  transferReceiptAnswer,
} from '@/lib/api/contracts/money';
import type { FiatCurrency } from '@/lib/money';

/** A transfer to another customer as the confirmation screen shows it; amounts are decimal strings. */
export type TransferPreview = z.infer<typeof transferPreviewAnswer>;

export type TransferReceipt = z.infer<typeof transferReceiptAnswer>;

/** /Transferbetweenusers: what the form starts with (from the URL when the customer comes back to change it). */
export interface TransferFormView {
  /** Available balance per currency, decimal strings. */
  available: Record<FiatCurrency, string>;
  initial: { recipient: string; currency: FiatCurrency; amount: string };
  limit: TransferPreview['limit'];
}

/** /Transferdetails: the figures to confirm, or why the transfer cannot go ahead (with the way back to the form). */
export type TransferDetailsView =
  | {
      kind: 'ready';
      preview: TransferPreview;
      /** Signed figures: confirming with it charges the fee shown. */ quote: string;
      query: string;
    }
  /** `nextStep`: what lifts the refusal (a level's step, support for a block), linked beside it. */
  | { kind: 'refused'; message: string; nextStep?: NextStep; query: string };

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
  /** "EUR:available", "EUR:cash", "EUR:card", "BTC:available". */
  key: string;
  asset: string;
  kind: 'available' | 'cash' | 'card';
  number: string | null;
  balance: string;
}

/** A quoted transfer between own accounts: good until `expiresAt`, spent once. Amounts in each account's asset. */
export type OwnTransferQuote = z.infer<typeof ownTransferQuoteAnswer>;

export type OwnTransferReceipt = z.infer<typeof ownTransferReceiptAnswer>;

export interface OwnTransferFormView {
  accounts: OwnAccountChoice[];
  /** How long a quote is good, in seconds. */
  quoteSeconds: number;
}
