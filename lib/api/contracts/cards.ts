import { z } from 'zod';
import { CARD_DECLINE_REASONS, CARD_PURCHASE_STATUSES, CARD_STATUSES } from '@/lib/terms/cards';
import { cardLimitSchema, cardStatusSchema } from '@/lib/validation/cards';
import { idParams } from '@/lib/validation/params';
import { decimal, instant } from './common';
import { defineContract, envelope } from './contract';

/** A card: never more of its number than the last four digits. */
export const cardAnswer = z.object({
  id: z.number().int(),
  last4: z.string(),
  expiry: z.string().meta({ description: 'MM/YY' }),
  status: z.enum(CARD_STATUSES),
  dailyLimit: decimal.nullable().meta({ description: 'Euros per UTC day; null: no limit but the balance' }),
});

export const cardList = defineContract({
  method: 'GET',
  path: '/api/user/v1/cards',
  summary: "The customer's payment cards and the card account's balance",
  answer: envelope(z.object({ cards: z.array(cardAnswer), balance: decimal })),
});

export const cardIssue = defineContract({
  method: 'POST',
  path: '/api/user/v1/cards',
  summary: 'Orders a virtual card from the issuer and opens the card account',
  answer: envelope(cardAnswer),
});

export const cardReveal = defineContract({
  method: 'POST',
  path: '/api/user/v1/cards/{id}/reveal',
  summary: 'The full card number and CVC from the issuer, to be shown until hideAt; the app never stores them',
  params: idParams,
  answer: envelope(z.object({ number: z.string(), cvc: z.string(), expiry: z.string(), hideAt: instant })),
});

export const cardStatus = defineContract({
  method: 'POST',
  path: '/api/user/v1/cards/{id}/status',
  summary: 'Freezes, unfreezes or closes a card (closed is final)',
  params: idParams,
  body: cardStatusSchema,
  answer: envelope(cardAnswer),
});

export const cardLimit = defineContract({
  method: 'POST',
  path: '/api/user/v1/cards/{id}/limit',
  summary: "Sets or removes a card's daily spending limit in euros",
  params: idParams,
  body: cardLimitSchema,
  answer: envelope(cardAnswer),
});

export const cardPurchases = defineContract({
  method: 'GET',
  path: '/api/user/v1/cards/{id}/transactions',
  summary: "A card's payments, newest first: authorized, declined (with the reason), captured, reversed, refunded",
  params: idParams,
  answer: envelope(
    z.object({
      purchases: z.array(
        z.object({
          id: z.number().int(),
          merchant: z.string(),
          amount: decimal,
          captured: decimal,
          refunded: decimal,
          status: z.enum(CARD_PURCHASE_STATUSES),
          declineReason: z.enum(CARD_DECLINE_REASONS).nullable(),
          createdAt: instant,
        }),
      ),
    }),
  ),
});

/**
 * The issuer's webhook: signed with the shared secret (header `Issuer-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "t.body">`, 300 seconds' tolerance). Each event is applied once by its id; a repeated delivery gets the first answer.
 */
export const cardIssuerWebhook = defineContract({
  method: 'POST',
  path: '/api/cards/v1/webhook',
  summary: 'Card issuer events: authorization (answered approved or declined with the reason), capture, reversal, refund, dispute',
  auth: 'none',
  clientToken: false,
  answer: {
    kind: 'json',
    schema: z.union([
      z.object({ approved: z.literal(true) }),
      z.object({ approved: z.literal(false), reason: z.enum(CARD_DECLINE_REASONS) }),
      z.object({ received: z.literal(true) }),
    ]),
  },
});
