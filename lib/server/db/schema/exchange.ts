import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
