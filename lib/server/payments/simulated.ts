import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import type { CardPaymentProvider, ChargeResult } from './provider';

/**
 * The simulated processor's test cards (documented in README.md). Any other number that passes the form's
 * checks (Luhn, expiry, CVC) is declined: this processor never pretends to charge a real card.
 */
export const TEST_CARDS: Readonly<Record<string, ChargeResult>> = {
  '4242424242424242': { status: 'succeeded' },
  '4000000000000002': { status: 'declined', reason: 'cardDeclined' },
  '4000000000009995': { status: 'declined', reason: 'insufficientFunds' },
  '4000000000003220': { status: 'challenge' },
};

/** The code the simulated issuer asks for: derived from the payment, so no state is kept beside the payment row. */
function challengeCode(paymentReference: string): string {
  const digest = createHmac('sha256', env().ORDER_SIGNING_KEY).update(`3ds:${paymentReference}`).digest();
  return String(digest.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

export const simulatedProvider: CardPaymentProvider = {
  name: 'simulated',
  async charge({ card }) {
    return TEST_CARDS[card.number] ?? { status: 'declined', reason: 'notTestCard' };
  },
  async resolveChallenge(paymentReference, answer) {
    if (answer.action === 'cancel') return { status: 'failed', reason: 'canceled' };
    if (answer.action === 'fail') return { status: 'failed', reason: 'authenticationFailed' };
    const expected = Buffer.from(challengeCode(paymentReference));
    const given = Buffer.from(answer.code);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { status: 'succeeded' } : { status: 'wrongCode' };
  },
  challengeCode,
};
