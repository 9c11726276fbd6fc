import type { FiatCurrency } from '@/lib/money';
import type { Challenge, FailureReason } from './payments';
import type { CoinOption } from './swap';

export type CardOrderStatus = 'BUY_IN_PROGRESS' | 'BUY_COMPLETED' | 'BUY_ERROR' | 'BUY_CANCELED';

export interface CardQuote {
  coin: string;
  currency: FiatCurrency;
  /** Decimal strings: what is charged, the fee in it, the coins received and the price per coin. */
  amount: string;
  fee: string;
  cryptoAmount: string;
  price: string;
  feePercent: string;
  quote: string;
  ttlSeconds: number;
}

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
}

/** /Crypto_Delivery: the buy-by-card form, or with ?order=… that order's status (null: not this browser's). */
export type CardDeliveryPage = { kind: 'form'; form: CardOrderFormView } | { kind: 'status'; order: CardOrderStatusView | null };
