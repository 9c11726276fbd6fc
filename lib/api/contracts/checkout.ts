import { z } from 'zod';
import {
  cardOrderSchema,
  cardQuoteSchema,
  challengeAnswerSchema,
  swapOrderSchema,
  swapQuoteSchema,
  voucherPurchaseSchema,
} from '@/lib/validation/checkout';
import { decimal, fiatCurrency } from './common';
import { defineContract, envelope } from './contract';

export const cardOrderStatus = z.enum(['BUY_IN_PROGRESS', 'BUY_COMPLETED', 'BUY_ERROR', 'BUY_CANCELED']);

export const failureReason = z.enum([
  'cardDeclined',
  'insufficientFunds',
  'notTestCard',
  'authenticationFailed',
  'canceled',
  'challengeExpired',
  'processorError',
]);

/** What the issuer's challenge page shows: the payment, the card, and (a simulated issuer only) the code. */
export const issuerChallenge = z.object({
  paymentReference: z.string(),
  amount: decimal,
  currency: fiatCurrency,
  cardLast4: z.string(),
  merchant: z.string(),
  code: z.string(),
});

const cardOrderPlaced = z.object({ reference: z.string(), status: cardOrderStatus });

export const issuedVoucher = z.object({
  reference: z.string(),
  code: z.string(),
  /** Shown once on the success page and sent by e-mail; only its hash is kept. */
  password: z.string(),
  value: decimal,
  currency: fiatCurrency,
  email: z.string(),
});

export const voucherPurchaseAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('active'), voucher: issuedVoucher }),
  z.object({ status: z.literal('challenge'), reference: z.string(), challenge: issuerChallenge }),
  z.object({ status: z.literal('declined'), reference: z.string(), reason: failureReason }),
]);

export const cardQuoteAnswer = z.object({
  coin: z.string(),
  currency: fiatCurrency,
  /** What is charged, the fee in it, the coins received and the price per coin. */
  amount: decimal,
  fee: decimal,
  cryptoAmount: decimal,
  price: decimal,
  feePercent: decimal,
  quote: z.string(),
  ttlSeconds: z.number().int(),
});

/** A signed swap quote: the numbers it fixes, the token that carries them and its lifetime. */
export const swapQuoteAnswer = z.object({
  fromCoin: z.string(),
  toCoin: z.string(),
  amountFrom: decimal,
  amountTo: decimal,
  fee: decimal,
  rate: decimal,
  valueEurMinor: z.string(),
  feePercent: decimal,
  valueEur: decimal,
  quote: z.string(),
  ttlSeconds: z.number().int(),
});

/** What answering a 3-D Secure challenge settled: the card order or the voucher it paid for. */
export const challengeOutcomeAnswer = z.discriminatedUnion('purpose', [
  z.object({ purpose: z.literal('card_order'), order: cardOrderPlaced.nullable() }),
  z.object({ purpose: z.literal('gift_voucher'), voucher: voucherPurchaseAnswer }),
]);

export const cardQuote = defineContract({
  method: 'POST',
  path: '/api/orders/v1/card/quote',
  summary: 'What an amount buys by card right now, signed; public and counted per address',
  auth: 'none',
  body: cardQuoteSchema,
  answer: envelope(cardQuoteAnswer),
});

export const cardOrder = defineContract({
  method: 'POST',
  path: '/api/orders/v1/card/create',
  summary: 'Buy by card: the order from its signed quote and the card charged; answers where the order stands',
  auth: 'optional',
  body: cardOrderSchema,
  answer: envelope(cardOrderPlaced),
});

export const swapQuote = defineContract({
  method: 'POST',
  path: '/api/orders/v1/swap/quote',
  summary: 'A live, signed swap quote; public and counted per address',
  auth: 'none',
  body: swapQuoteSchema,
  answer: envelope(swapQuoteAnswer),
});

export const swapOrder = defineContract({
  method: 'POST',
  path: '/api/orders/v1/swap/create',
  summary: 'Places a swap order from its signed quote; linked to the account when a customer is signed in',
  auth: 'optional',
  body: swapOrderSchema,
  answer: envelope(z.object({ reference: z.string() })),
});

export const voucherBuy = defineContract({
  method: 'POST',
  path: '/api/orders/v1/voucher/buy',
  summary: 'A gift voucher paid by card: the code and password when paid, or the challenge to answer',
  auth: 'optional',
  body: voucherPurchaseSchema,
  answer: envelope(voucherPurchaseAnswer),
});

export const paymentChallenge = defineContract({
  method: 'POST',
  path: '/api/payments/v1/challenge',
  summary: 'The answer to a 3-D Secure challenge (approve with the code, fail, cancel), from the browser that ordered',
  auth: 'optional',
  body: challengeAnswerSchema,
  answer: envelope(challengeOutcomeAnswer),
});
