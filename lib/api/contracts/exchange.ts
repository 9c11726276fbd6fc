import { z } from 'zod';
import { ORDER_CANCEL_REASONS } from '@/lib/terms/exchange';
import {
  DCA_PERIODS,
  dcaOrderSchema,
  exchangeMarketSchema,
  exchangeOrderSchema,
  exchangeQuoteSchema,
  ORDER_SIDES,
} from '@/lib/validation/exchange';
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
  /** How much of `quantity` has filled, in the base asset. */
  filled: decimal,
  fillPrice: decimal.nullable(),
  /** The average price of what filled, quote asset per whole base unit; null while nothing has. */
  averagePrice: decimal.nullable(),
  fee: decimal.nullable(),
  /** Why the exchange cancelled it instead of filling it (exchange.cancelReasons.*); null otherwise. */
  reason: z.enum(ORDER_CANCEL_REASONS).nullable(),
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

/** One slot of a recurring buy: filled (its order) or skipped, with why. */
export const dcaRunAnswer = z.object({
  slot: instant,
  outcome: z.enum(['filled', 'skipped']),
  /** A skipped run's reason: insufficientFunds, marketClosed, minNotional, blocked or refused. */
  reason: z.string().nullable(),
  order: exchangeOrderAnswer.nullable(),
});

/** A recurring buy with its latest runs, newest first. */
export const dcaOrderAnswer = z.object({
  id: z.number().int(),
  pair: z.string(),
  /** Quote asset per run, fee included. */
  amount: decimal,
  period: z.enum(DCA_PERIODS),
  times: z.array(z.string()),
  weekdays: z.array(z.number().int()),
  monthDays: z.array(z.number().int()),
  timeZone: z.string(),
  comment: z.string(),
  active: z.boolean(),
  /** The next slot while active. */
  nextRunAt: instant.nullable(),
  createdAt: instant,
  runs: z.array(dcaRunAnswer),
});

export const dcaCreate = defineContract({
  method: 'POST',
  path: '/api/user/v1/exchange/dca',
  summary: 'Creates a recurring buy (DCA), active from its next slot',
  body: dcaOrderSchema,
  answer: envelope(dcaOrderAnswer),
});

export const dcaList = defineContract({
  method: 'GET',
  path: '/api/user/v1/exchange/dca',
  summary: "The customer's recurring buys with their latest runs",
  answer: envelope(z.array(dcaOrderAnswer)),
});

export const dcaActivate = defineContract({
  method: 'POST',
  path: '/api/user/v1/exchange/dca/{id}/activate',
  summary: 'Activates a recurring buy from its next slot (slots missed while it was deactive are not bought)',
  params: idParams,
  answer: envelope(dcaOrderAnswer),
});

export const dcaDeactivate = defineContract({
  method: 'POST',
  path: '/api/user/v1/exchange/dca/{id}/deactivate',
  summary: 'Deactivates a recurring buy: no slot runs until it is activated again',
  params: idParams,
  answer: envelope(dcaOrderAnswer),
});

export const dcaDelete = defineContract({
  method: 'DELETE',
  path: '/api/user/v1/exchange/dca/{id}',
  summary: 'Deletes a recurring buy and its runs (the orders it filled stay in the history)',
  params: idParams,
  answer: envelope(z.object({ id: z.number().int() })),
});
