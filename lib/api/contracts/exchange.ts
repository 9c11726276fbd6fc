import { z } from 'zod';
import { exchangeMarketSchema, exchangeOrderSchema, exchangeQuoteSchema, ORDER_SIDES } from '@/lib/validation/exchange';
import { idParams } from '@/lib/validation/params';
import { decimal, instant } from './common';
import { defineContract, envelope } from './contract';

/** A market order priced at the provider's bid or ask: good until `expiresAt`, filled once. */
export const exchangeQuoteAnswer = z.object({
  quote: z.string(),
  pair: z.string(),
  side: z.enum(ORDER_SIDES),
  /** Base asset. */
  quantity: decimal,
  /** Quote asset per whole base unit. */
  price: decimal,
  /** Quantity × price, in the quote asset. */
  notional: decimal,
  /** The plan's crypto_trading fee, in the quote asset. */
  fee: decimal,
  /** What leaves the customer's account (a buy: notional + fee in the quote asset; a sell: the quantity). */
  pay: z.object({ asset: z.string(), amount: decimal }),
  /** What reaches it (a buy: the quantity; a sell: notional − fee). */
  receive: z.object({ asset: z.string(), amount: decimal }),
  expiresAt: instant,
});

/** An order as the customer's lists show it. */
export const exchangeOrderAnswer = z.object({
  id: z.number().int(),
  pair: z.string(),
  side: z.enum(ORDER_SIDES),
  type: z.enum(['market', 'limit', 'stop_limit']),
  status: z.enum(['waiting', 'open', 'filled', 'cancelled', 'expired']),
  quantity: decimal,
  /** A resting order's limit; null for a market order. */
  price: decimal.nullable(),
  stop: decimal.nullable(),
  /** What a resting order holds, in `held.asset`; null once it is closed or for a market order. */
  held: z.object({ asset: z.string(), amount: decimal }).nullable(),
  fillPrice: decimal.nullable(),
  fee: decimal.nullable(),
  createdAt: instant,
  expiresAt: instant.nullable(),
});

export const exchangeQuote = defineContract({
  method: 'POST',
  path: '/api/user/v1/exchange/quote',
  summary: 'Prices a market order at the provider’s bid or ask; the quote holds 30 seconds and fills once',
  body: exchangeQuoteSchema,
  answer: envelope(exchangeQuoteAnswer),
});

export const exchangeMarket = defineContract({
  method: 'POST',
  path: '/api/user/v1/exchange/market',
  summary: 'Fills a quoted market order, unless the price has since moved against the house beyond the tolerance',
  idempotencyKey: true,
  body: exchangeMarketSchema,
  answer: envelope(exchangeOrderAnswer),
});

export const exchangeOrder = defineContract({
  method: 'POST',
  path: '/api/user/v1/exchange/orders',
  summary: 'Places a limit or stop-loss limit order; its funds are held until it fills, is cancelled or expires',
  idempotencyKey: true,
  body: exchangeOrderSchema,
  answer: envelope(exchangeOrderAnswer),
});

export const exchangeCancel = defineContract({
  method: 'POST',
  path: '/api/user/v1/exchange/orders/{id}/cancel',
  summary: "Cancels one of the customer's resting orders and releases its hold (another customer's id: 404)",
  params: idParams,
  answer: envelope(exchangeOrderAnswer),
});
