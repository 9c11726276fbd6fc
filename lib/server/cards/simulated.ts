import 'server-only';
import { createHmac, randomUUID } from 'node:crypto';
import { env } from '@/lib/env';
import type { CardIssuer, RevealedCard } from './issuer';

/** Visa's test range: the simulated issuer's numbers pay nowhere. */
const TEST_BIN = '400000';
const VALID_YEARS = 3;

/** The Luhn check digit that completes `digits`. */
function luhnDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/**
 * The card's details, derived from its id under a key of the simulated issuer, so neither the app nor the simulation
 * stores a card number anywhere: what a reveal shows is worked out again each time.
 */
function detailsOf(cardId: string): RevealedCard {
  const digest = createHmac('sha256', env().CARD_WEBHOOK_SECRET).update(`card:${cardId}`).digest();
  const body = TEST_BIN + String(digest.readBigUInt64BE(0) % 1_000_000_000n).padStart(9, '0');
  const derived = digest.readUInt32BE(8);
  // The id carries the year it was issued in, so the expiry is the same at every reveal.
  const issuedYear = Number(/^ic_sim_(\d{4})_/.exec(cardId)?.[1] ?? 0);
  return {
    number: body + luhnDigit(body),
    cvc: String(derived % 1000).padStart(3, '0'),
    expiryMonth: (derived % 12) + 1,
    expiryYear: issuedYear + VALID_YEARS,
  };
}

/**
 * Keeps no state: the authorization webhooks it sends (`cards simulate-purchase`) are decided by the app, which already
 * declines frozen and closed cards, so a status change has nothing to update here.
 */
export const simulatedIssuer: CardIssuer = {
  name: 'simulated',
  async issueVirtualCard({ userId }) {
    const cardId = `ic_sim_${new Date().getUTCFullYear()}_${randomUUID()}`;
    const details = detailsOf(cardId);
    return {
      cardholderId: `ich_sim_${userId}`,
      cardId,
      last4: details.number.slice(-4),
      expiryMonth: details.expiryMonth,
      expiryYear: details.expiryYear,
    };
  },
  async reveal(cardId) {
    return detailsOf(cardId);
  },
  async setStatus() {},
};
