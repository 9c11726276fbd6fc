import { z } from 'zod';
import { cryptoAmountField } from './amount-fields';

export const ORDER_SIDES = ['buy', 'sell'] as const;
/** What a resting order may be; a market order is a quote confirmed (exchangeMarketSchema). */
export const RESTING_ORDER_TYPES = ['limit', 'stop_limit'] as const;
/** Good till cancelled, or lapsing after a day, a week or 30 days. */
export const ORDER_EXPIRIES = ['gtc', 'day', 'week', 'month'] as const;

/** "BTC-EUR": base, then quote. */
const pairField = z
  .string({ error: 'exchange.errors.unknownPair' })
  .regex(/^[A-Z0-9]{2,10}-[A-Z0-9]{2,10}$/, { error: 'exchange.errors.unknownPair' });
const sideField = z.enum(ORDER_SIDES, { error: 'validation.invalid' });

/** A market order priced: the quote holds 30 seconds. */
export const exchangeQuoteSchema = z.object({ pair: pairField, side: sideField, quantity: cryptoAmountField });
export type ExchangeQuoteInput = z.input<typeof exchangeQuoteSchema>;
export type ExchangeQuoteValues = z.output<typeof exchangeQuoteSchema>;

/** Confirming a market quote: it fills once. */
export const exchangeMarketSchema = z.object({ quote: z.uuid({ error: 'exchange.errors.quoteNotFound' }) });

/** A limit or stop-loss limit order: the stop only with a stop-loss limit. */
export const exchangeOrderSchema = z
  .object({
    pair: pairField,
    side: sideField,
    type: z.enum(RESTING_ORDER_TYPES, { error: 'validation.invalid' }),
    quantity: cryptoAmountField,
    price: cryptoAmountField,
    stop: cryptoAmountField.optional(),
    expiry: z.enum(ORDER_EXPIRIES, { error: 'validation.invalid' }).default('gtc'),
  })
  .refine((order) => (order.type === 'stop_limit') === (order.stop !== undefined), { path: ['stop'], error: 'validation.required' });
export type ExchangeOrderInput = z.input<typeof exchangeOrderSchema>;
export type ExchangeOrderValues = z.output<typeof exchangeOrderSchema>;
