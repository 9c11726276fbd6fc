import 'server-only';
import type { FailureReason } from '@/lib/views/payments';
import { FiatCurrency } from '@/lib/money';

/** Card data as the customer typed it; lives only for the call to the provider. */
export interface CardDetails {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
}

export interface ChargeRequest {
  /** Our payment reference, the provider's idempotency key. */
  paymentReference: string;
  amountMinor: number;
  currency: FiatCurrency;
  card: CardDetails;
}

/** Why a payment did not go through; each has a text under payments.reasons. */
export type ChargeResult =
  | { status: 'succeeded' }
  | { status: 'declined'; reason: FailureReason }
  /** The issuer wants the cardholder to authenticate (3-D Secure) before it decides. */
  | { status: 'challenge' };

export type ChallengeAction = { action: 'approve'; code: string } | { action: 'fail' } | { action: 'cancel' };

export type ChallengeResult = { status: 'succeeded' } | { status: 'failed'; reason: FailureReason } | { status: 'wrongCode' };

/**
 * A card-payment provider. CARD_PROVIDER picks one; the embedded default is the simulated processor. A real
 * provider would take a token from its own hosted card fields instead of the number, and send the customer
 * to the issuer's page for the challenge; the rest of the flow (payment rows, order settlement) stays.
 */
export interface CardPaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The issuer's decision once the cardholder answered the challenge. */
  resolveChallenge(paymentReference: string, answer: ChallengeAction): Promise<ChallengeResult>;
  /** What the issuer's challenge page shows; only a simulated issuer can show the code itself. */
  challengeCode(paymentReference: string): string;
}
