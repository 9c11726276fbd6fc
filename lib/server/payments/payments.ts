import 'server-only';
import type { Challenge, FailureReason } from '@/lib/views/payments';
import { AppError, fieldError } from '@/lib/server/core';
import { FIAT_SCALE, FiatCurrency, fromUnits } from '@/lib/money';
import { holdsOrderAccess, newReference } from '@/lib/server/checkout';
import { and, eq, sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import { db, schema, type Executor } from '@/lib/server/db';
import { enforceRateLimit } from '@/lib/server/security';
import type { ChallengeAnswer } from '@/lib/validation/checkout';
import { parseCardExpiry } from '@/lib/validation/payment-card';
import type { CardDetails, CardPaymentProvider, ChargeResult } from './provider';
import { simulatedProvider } from './simulated';

const { cardPayments } = schema;

export type Payment = typeof cardPayments.$inferSelect;
export type PaymentPurpose = Payment['purpose'];
/** The database or an open transaction of it. */

/** A challenge left unanswered this long is over: the payment fails and its order or voucher with it. */
export const CHALLENGE_MINUTES = 15;

export function cardPaymentProvider(): CardPaymentProvider {
  switch (env().CARD_PROVIDER) {
    case 'simulated':
      return simulatedProvider;
  }
}

/** The card fields of a validated form, as the provider takes them. */
export function cardDetailsOf(fields: { cardNumber: string; cardExpiry: string; cardCvc: string }): CardDetails {
  const expiry = parseCardExpiry(fields.cardExpiry);
  if (!expiry) throw new Error('card expiry was not validated');
  return { number: fields.cardNumber, expiryMonth: expiry.month, expiryYear: expiry.year, cvc: fields.cardCvc };
}

/** A pending payment, written in the same transaction as the order or voucher it pays for. */
export async function insertPayment(
  executor: Executor,
  values: { purpose: PaymentPurpose; amountMinor: number; currency: FiatCurrency; accessHash: Buffer },
): Promise<Payment> {
  const [payment] = await executor
    .insert(cardPayments)
    .values({ ...values, reference: newReference('PAY'), provider: cardPaymentProvider().name })
    .returning();
  if (!payment) throw new Error('payment insert returned no row');
  return payment;
}

/** One card attempt from this client address: counted before any order is written, since card testers spray numbers. */
export async function countCardAttempt(client: { ip: string | null }): Promise<void> {
  await enforceRateLimit('card-payment', { ip: client.ip });
}

/**
 * Charges the card for a pending payment and records the outcome with the card's last four digits (the
 * only part of the number that is kept). A provider that fails to answer fails the payment, so no order
 * waits forever on a charge nobody will report.
 */
export async function chargePayment(payment: Payment, card: CardDetails): Promise<Payment> {
  const cardLast4 = card.number.slice(-4);
  let result: ChargeResult;
  try {
    result = await cardPaymentProvider().charge({
      paymentReference: payment.reference,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      card,
    });
  } catch (error) {
    console.error(`[payments] ${payment.reference}: the provider did not answer:`, error instanceof Error ? error.message : error);
    return recordOutcome(payment.id, 'pending', { status: 'failed', cardLast4, failureReason: 'processorError' });
  }
  return recordOutcome(payment.id, 'pending', {
    status: result.status,
    cardLast4,
    failureReason: result.status === 'declined' ? result.reason : null,
  });
}

/**
 * The cardholder's answer to a 3-D Secure challenge, from the browser holding the payment's capability (anyone else
 * is told there is no such payment). Counted per payment (a code must not be guessable); a wrong code leaves the
 * challenge open, anything else ends it, once: of two answers racing, one wins.
 */
export async function answerChallenge(answer: ChallengeAnswer, accessToken: string | undefined): Promise<Payment> {
  await enforceRateLimit('payment-challenge', { payment: answer.payment });
  const payment = await paymentByReference(answer.payment);
  if (!payment || !holdsOrderAccess(payment.accessHash, accessToken)) throw new AppError(404, 'payments.errors.paymentNotFound');
  if (payment.status !== 'challenge') throw new AppError(409, 'payments.errors.challengeClosed');
  if (challengeExpired(payment)) return settleChallenge(payment, { status: 'failed', reason: 'challengeExpired' });
  const result = await cardPaymentProvider().resolveChallenge(payment.reference, answer);
  if (result.status === 'wrongCode') throw fieldError('code', 'payments.validation.challengeWrongCode');
  return settleChallenge(payment, result.status === 'succeeded' ? { status: 'succeeded' } : { status: 'failed', reason: result.reason });
}

async function settleChallenge(
  payment: Payment,
  outcome: { status: 'succeeded' } | { status: 'failed'; reason: FailureReason },
): Promise<Payment> {
  try {
    return await recordOutcome(payment.id, 'challenge', {
      status: outcome.status,
      failureReason: outcome.status === 'failed' ? outcome.reason : null,
    });
  } catch (error) {
    if (error instanceof PaymentMovedOn) throw new AppError(409, 'payments.errors.challengeClosed');
    throw error;
  }
}

export function challengeOf(payment: Payment): Challenge {
  return {
    paymentReference: payment.reference,
    amount: fromUnits(BigInt(payment.amountMinor), FIAT_SCALE),
    currency: payment.currency,
    cardLast4: payment.cardLast4 ?? '',
    merchant: env().BRAND_NAME,
    code: cardPaymentProvider().challengeCode(payment.reference),
  };
}

export const challengeExpired = (payment: Pick<Payment, 'status' | 'updatedAt'>, now = Date.now()) =>
  payment.status === 'challenge' && now - payment.updatedAt.getTime() > CHALLENGE_MINUTES * 60_000;

export async function paymentByReference(reference: string): Promise<Payment | undefined> {
  const [payment] = await db().select().from(cardPayments).where(eq(cardPayments.reference, reference)).limit(1);
  return payment;
}

/** The payment an order or voucher row points to. */
export async function paymentById(id: number): Promise<Payment | undefined> {
  const [payment] = await db().select().from(cardPayments).where(eq(cardPayments.id, id)).limit(1);
  return payment;
}

class PaymentMovedOn extends Error {}

/** Moves a payment on from `from` only: a conditional UPDATE, so a payment is settled exactly once. */
async function recordOutcome(
  id: number,
  from: Payment['status'],
  changes: Pick<Payment, 'status' | 'failureReason'> & { cardLast4?: string },
): Promise<Payment> {
  const [updated] = await db()
    .update(cardPayments)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(cardPayments.id, id), eq(cardPayments.status, from)))
    .returning();
  if (!updated) throw new PaymentMovedOn(`payment ${id} is no longer ${from}`);
  return updated;
}
