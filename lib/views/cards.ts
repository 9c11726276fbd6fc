import type { CardDeclineReason, CardPurchaseStatus, CardStatus } from '@/lib/terms/cards';

/** A card as the card management page lists it: never more of the number than its last four digits. */
export interface CardView {
  id: number;
  last4: string;
  /** MM/YY. */
  expiry: string;
  status: CardStatus;
  /** Euros per UTC day, a decimal string; null: no limit but the card account's balance. */
  dailyLimit: string | null;
}

/** The issuer's short-lived reveal: shown until `hideAt`, never stored. */
export interface RevealedCardView {
  number: string;
  cvc: string;
  expiry: string;
  hideAt: string;
}

export interface CardPurchaseView {
  id: number;
  merchant: string;
  /** Euros, decimal strings. */
  amount: string;
  captured: string;
  refunded: string;
  status: CardPurchaseStatus;
  declineReason: CardDeclineReason | null;
  createdAt: string;
}

export interface CardManagementView {
  cards: CardView[];
  /** The card account's balance in euros, a decimal string. */
  balance: string;
}
