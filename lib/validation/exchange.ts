import { z } from 'zod';
import { isTimeZone } from '@/lib/i18n/date-format';
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

/**
 * A market order priced: the quote holds 30 seconds. A buy gives either the quantity of the base asset or `spend`, the
 * quote asset to spend, fee included ("€50 of BTC"), from which the quote works out the quantity.
 */
export const exchangeQuoteSchema = z
  .object({ pair: pairField, side: sideField, quantity: cryptoAmountField.optional(), spend: cryptoAmountField.optional() })
  .superRefine((order, context) => {
    const refuse = (path: string, error: string) => context.addIssue({ code: 'custom', path: [path], message: error });
    if (order.spend !== undefined && order.side === 'sell') refuse('spend', 'exchange.validation.spendOnlyBuy');
    else if (order.spend !== undefined && order.quantity !== undefined) refuse('spend', 'exchange.validation.quantityOrSpend');
    else if (order.spend === undefined && order.quantity === undefined) refuse('quantity', 'validation.required');
  });
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

export const DCA_PERIODS = ['day', 'week', 'month'] as const;
/** Why a recurring buy's run was skipped (exchange.dca.reasons.*). */
export const DCA_SKIP_REASONS = ['insufficientFunds', 'marketClosed', 'minNotional', 'blocked', 'refused'] as const;
export type DcaSkipReason = (typeof DCA_SKIP_REASONS)[number];
/** Sunday first, as Date.getUTCDay() and the API number them. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
/** A day (at UTC midnight) that falls on `weekday`, to name it in a language: 4 January 2026 was a Sunday. */
export const weekdayDate = (weekday: number) => new Date(Date.UTC(2026, 0, 4 + weekday));

/** §9: up to 3 times a day, any of the 7 weekdays, up to 5 month dates. */
export const DCA_LIMITS = { times: 3, weekdays: 7, monthDays: 5 } as const;

const distinct = (values: readonly unknown[]) => new Set(values).size === values.length;

/**
 * A recurring buy: `amount` of the quote asset (fee included) at each slot; a day order at 1–3 times, a week order on
 * chosen weekdays (0 = Sunday) and a month order on up to 5 dates at one time, in `timeZone` (the browser's zone).
 */
export const dcaOrderSchema = z
  .object({
    pair: pairField,
    amount: cryptoAmountField,
    period: z.enum(DCA_PERIODS, { error: 'validation.invalid' }),
    times: z
      .array(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'exchange.validation.dcaTime' }))
      .min(1, { error: 'exchange.validation.dcaTime' })
      .max(DCA_LIMITS.times, { error: 'exchange.validation.dcaTooManyTimes' }),
    weekdays: z.array(z.number().int().min(0).max(6)).max(DCA_LIMITS.weekdays).default([]),
    monthDays: z
      .array(z.number().int().min(1).max(31))
      .max(DCA_LIMITS.monthDays, { error: 'exchange.validation.tooManyDates' })
      .default([]),
    timeZone: z.string().refine(isTimeZone, { error: 'exchange.validation.timeZone' }),
    comment: z.string().trim().max(200, { error: 'validation.tooLong' }).default(''),
  })
  .superRefine((order, context) => {
    const refuse = (path: string, error: string) => context.addIssue({ code: 'custom', path: [path], message: error });
    if (!distinct(order.times) || (order.period !== 'day' && order.times.length > 1))
      refuse('times', 'exchange.validation.dcaTooManyTimes');
    if ((order.period === 'week') !== order.weekdays.length > 0 || !distinct(order.weekdays))
      refuse('weekdays', 'exchange.validation.dcaWeekdays');
    if ((order.period === 'month') !== order.monthDays.length > 0 || !distinct(order.monthDays))
      refuse('monthDays', 'exchange.validation.dcaMonthDays');
  });
export type DcaOrderInput = z.input<typeof dcaOrderSchema>;
export type DcaOrderValues = z.output<typeof dcaOrderSchema>;
