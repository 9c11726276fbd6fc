import type { z } from 'zod';
import type { beneficiaryAnswer, payoutReceiptAnswer } from '@/lib/api/contracts/money';
import type { FiatCurrency } from '@/lib/money';

/** One of the provider's bank accounts and what the customer writes in the transfer's message to be credited. */
export interface IncomingAccountView {
  currency: FiatCurrency;
  holder: string;
  bankName: string;
  /** Grouped by four, as people read and type it. */
  iban: string;
  bic: string;
  /** The customer's payment reference for this currency: the number of their credit account in it. */
  reference: string;
}

export interface IncomingTransferView {
  accounts: IncomingAccountView[];
}

export type BeneficiaryView = z.infer<typeof beneficiaryAnswer>;

export const PAYOUT_STATUSES = ['pending', 'sent', 'refused'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** A payout as the customer's list shows it; amounts are decimal strings in its currency. */
export interface PayoutView {
  id: number;
  createdAt: string;
  beneficiaryName: string;
  iban: string;
  currency: FiatCurrency;
  amount: string;
  fee: string;
  status: PayoutStatus;
  refusalReason: string | null;
}

/** The payout fee rule of the customer's plan in one currency: a percentage (basis points) and a fixed part. */
export interface PayoutFeeRule {
  basisPoints: number;
  /** Decimal string in the currency. */
  fixed: string;
}

export interface OutgoingTransferView {
  beneficiaries: BeneficiaryView[];
  maxBeneficiaries: number;
  payouts: PayoutView[];
  /** What the credit account of each currency holds now. */
  available: Record<FiatCurrency, string>;
  fees: Record<FiatCurrency, PayoutFeeRule>;
  /** What the withdrawal limit still allows, in euros, by the tightest period; null when the level has no rules yet. */
  limit: { period: 'day' | 'month' | 'year' | 'total'; remaining: string } | null;
}

/** The answer to a payout request: the funds are held until the operator sends or refuses it. */
export type PayoutReceipt = z.infer<typeof payoutReceiptAnswer>;
