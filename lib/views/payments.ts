import type { FiatCurrency } from '@/lib/money';
import type { CardOrderStatus } from './card-orders';
import type { VoucherPurchase } from './vouchers';

export type FailureReason =
  'cardDeclined' | 'insufficientFunds' | 'notTestCard' | 'authenticationFailed' | 'canceled' | 'challengeExpired' | 'processorError';

/** What the issuer's challenge page shows: the payment, the card, and (a simulated issuer only) the code. */
export interface Challenge {
  paymentReference: string;
  amount: string;
  currency: FiatCurrency;
  cardLast4: string;
  merchant: string;
  code: string;
}

/** What answering a 3-D Secure challenge settled: the card order or the voucher it paid for. */
export type ChallengeOutcome =
  | { purpose: 'card_order'; order: { reference: string; status: CardOrderStatus } | null }
  | { purpose: 'gift_voucher'; voucher: VoucherPurchase };
