import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { ORDER_CANCEL_REASONS } from '@/lib/terms/exchange';
import { timestamptz, units } from './columns';
import { ledgerTransactions } from './ledger';
import { users } from './users';

export const ORDER_SIDES = ['buy', 'sell'] as const;
export const ORDER_TYPES = ['market', 'limit', 'stop_limit'] as const;
/** `waiting`: a stop-loss limit whose stop the price has not crossed yet (its funds are held already). */
export const ORDER_STATUSES = ['waiting', 'open', 'filled', 'cancelled', 'expired'] as const;

/**
 * A customer's order on the provider's exchange. Prices are quote-asset units per whole base unit at PRICE_SCALE (10
 * decimals); quantities are base units. A resting order's funds are a pending ledger hold (`hold_transaction_id`),
 * posted with the fill's legs when it fills and voided when it is cancelled or expires: `status` moves out of
 * waiting/open by conditional updates only, in the same transaction as the money.
 */
export const exchangeOrders = pgTable(
  'exchange_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    side: text('side', { enum: ORDER_SIDES }).notNull(),
    type: text('type', { enum: ORDER_TYPES }).notNull(),
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    quantity: units('quantity').notNull(),
    limitPrice: units('limit_price'),
    stopPrice: units('stop_price'),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    /** What the hold set aside: quote units (fee at the limit price included) for a buy, base units for a sell. */
    heldAmount: units('held_amount'),
    holdTransactionId: bigint('hold_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    fillPrice: units('fill_price'),
    /** In the quote asset. */
    feeAmount: units('fee_amount'),
    fillTransactionId: bigint('fill_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    /** Why the exchange cancelled it when it came to fill it; null when the customer cancelled it. */
    cancelReason: text('cancel_reason', { enum: ORDER_CANCEL_REASONS }),
    expiresAt: timestamptz('expires_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    closedAt: timestamptz('closed_at'),
  },
  (t) => [
    index('exchange_orders_user_idx').on(t.userId, t.id),
    index('exchange_orders_resting_idx')
      .on(t.base, t.quote, t.side, t.limitPrice)
      .where(sql`${t.status} IN ('waiting', 'open')`),
    check('exchange_orders_quantity', sql`${t.quantity} > 0`),
    check(
      'exchange_orders_prices',
      sql`(${t.type} = 'market') = (${t.limitPrice} IS NULL) AND (${t.type} = 'stop_limit') = (${t.stopPrice} IS NOT NULL)`,
    ),
    check('exchange_orders_side', sql`${t.side} IN ('buy', 'sell')`),
    check('exchange_orders_type', sql`${t.type} IN ('market', 'limit', 'stop_limit')`),
    check('exchange_orders_status', sql`${t.status} IN ('waiting', 'open', 'filled', 'cancelled', 'expired')`),
    check('exchange_orders_resting_held', sql`${t.status} NOT IN ('waiting', 'open') OR ${t.holdTransactionId} IS NOT NULL`),
    check('exchange_orders_filled', sql`(${t.status} = 'filled') = (${t.fillTransactionId} IS NOT NULL)`),
    check(
      'exchange_orders_cancel_reason',
      sql`${t.cancelReason} IS NULL OR (${t.status} = 'cancelled' AND ${t.cancelReason} IN ('pairNotListed', 'noPrice', 'minNotional'))`,
    ),
  ],
);

/**
 * A market order's price, good for EXCHANGE_QUOTE_SECONDS and consumed once (`consumed_at IS NULL AND expires_at >
 * now()` in the fill's transaction), as own-account conversion quotes are.
 */
export const exchangeQuotes = pgTable(
  'exchange_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    side: text('side', { enum: ORDER_SIDES }).notNull(),
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    quantity: units('quantity').notNull(),
    price: units('price').notNull(),
    feeAmount: units('fee_amount').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    orderId: bigint('order_id', { mode: 'number' }).references(() => exchangeOrders.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('exchange_quotes_expiry_idx').on(t.expiresAt),
    check('exchange_quotes_amounts', sql`${t.quantity} > 0 AND ${t.price} > 0 AND ${t.feeAmount} >= 0`),
    check('exchange_quotes_consumed', sql`(${t.consumedAt} IS NULL) = (${t.orderId} IS NULL)`),
  ],
);

export const DCA_PERIODS = ['day', 'week', 'month'] as const;
export const DCA_RUN_OUTCOMES = ['filled', 'skipped'] as const;

/**
 * A recurring buy: `amount` quote units of the pair at each slot of its period, the slots' local times (`times`,
 * "HH:MM") read in `time_zone` (an IANA name), so 09:00 in Prague stays 09:00 across daylight-saving changes. A day
 * order has 1–3 times; a week order one time on `weekdays` (0 = Sunday); a month order one time on `month_days` (up to
 * 5; a date past the month's end runs on its last day). `next_run_at` is the next slot the scheduler owes, moved on in
 * the same transaction as the run it records.
 */
export const dcaOrders = pgTable(
  'dca_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    /** Quote units spent per run, fee included. */
    amount: units('amount').notNull(),
    period: text('period', { enum: DCA_PERIODS }).notNull(),
    times: text('times').array().notNull(),
    weekdays: smallint('weekdays')
      .array()
      .notNull()
      .default(sql`'{}'`),
    monthDays: smallint('month_days')
      .array()
      .notNull()
      .default(sql`'{}'`),
    timeZone: text('time_zone').notNull(),
    comment: text('comment').notNull().default(''),
    active: boolean('active').notNull().default(true),
    /** Runs skipped since the last filled one; the third in a row deactivates the order. */
    skippedInRow: integer('skipped_in_row').notNull().default(0),
    nextRunAt: timestamptz('next_run_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('dca_orders_user_idx').on(t.userId, t.id),
    index('dca_orders_due_idx')
      .on(t.nextRunAt)
      .where(sql`${t.active}`),
    check('dca_orders_amount', sql`${t.amount} > 0`),
    check('dca_orders_period', sql`${t.period} IN ('day', 'week', 'month')`),
    check('dca_orders_times', sql`cardinality(${t.times}) BETWEEN 1 AND (CASE WHEN ${t.period} = 'day' THEN 3 ELSE 1 END)`),
    check('dca_orders_weekdays', sql`(${t.period} = 'week') = (cardinality(${t.weekdays}) > 0) AND cardinality(${t.weekdays}) <= 7`),
    check('dca_orders_month_days', sql`(${t.period} = 'month') = (cardinality(${t.monthDays}) > 0) AND cardinality(${t.monthDays}) <= 5`),
  ],
);

/**
 * One slot of a recurring buy, done: filled (its market order) or skipped (why). Unique per (order, slot) and inserted
 * in the same transaction as the buy, so a second scheduler or a retry after a crash never buys a slot twice.
 */
export const dcaRuns = pgTable(
  'dca_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dcaOrderId: bigint('dca_order_id', { mode: 'number' })
      .notNull()
      .references(() => dcaOrders.id, { onDelete: 'cascade' }),
    slot: timestamptz('slot').notNull(),
    outcome: text('outcome', { enum: DCA_RUN_OUTCOMES }).notNull(),
    /** A skipped run's message key (exchange.errors.*, ledger.errors.insufficientFunds). */
    reason: text('reason'),
    exchangeOrderId: bigint('exchange_order_id', { mode: 'number' }).references(() => exchangeOrders.id, { onDelete: 'set null' }),
    ranAt: timestamptz('ran_at').notNull().defaultNow(),
  },
  (t) => [
    unique('dca_runs_slot').on(t.dcaOrderId, t.slot),
    check('dca_runs_outcome', sql`(${t.outcome} = 'skipped') = (${t.reason} IS NOT NULL)`),
  ],
);
