import type { OrderSettlement } from '@/lib/terms/orders';
import type { z } from 'zod';
import type { cardOrderStatus, cardQuoteAnswer } from '@/lib/api/contracts/checkout';
import type { FiatCurrency } from '@/lib/money';
import type { Challenge, FailureReason } from './payments';
import type { CoinOption } from './swap';

export type CardOrderStatus = z.infer<typeof cardOrderStatus>;

export type CardQuote = z.infer<typeof cardQuoteAnswer>;

export interface CardOrderFormView {
  coins: CoinOption[];
  currencies: readonly FiatCurrency[];
  limits: Record<FiatCurrency, { min: number; max: number }>;
  /** The simulated processor takes test cards only: the form says which. */
  testCards: boolean;
}

export interface CardOrderStatusView {
  reference: string;
  status: CardOrderStatus;
  amount: string;
  fee: string;
  currency: FiatCurrency;
  coin: string;
  cryptoAmount: string;
  walletAddress: string;
  cardLast4: string | null;
  failureReason: FailureReason | null;
  createdAt: Date;
  emailHint: string;
  /** Set while the payment waits for the cardholder's 3-D Secure answer. */
  challenge: Challenge | null;
  /** Once paid: how far the coins' delivery on chain is, and its txid once broadcast. */
  settlement: OrderSettlement | null;
}

/** /Crypto_Delivery: the buy-by-card form, or with ?order=… that order's status (null: not this browser's). */
export type CardDeliveryPage = { kind: 'form'; form: CardOrderFormView } | { kind: 'status'; order: CardOrderStatusView | null };
