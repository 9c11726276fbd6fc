import { sql } from 'drizzle-orm';
import { bigint, check, index, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { FIAT_CURRENCIES } from '@/lib/money';
import { users } from './users';
import { coins } from './rates';
import { cardPayments } from './payments';

/** Buy by card (/Crypto_Delivery): crypto sent to the customer's wallet once the card payment succeeds. */
export const cardOrders = pgTable(
  'card_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => cardPayments.id),
    fiatAmountMinor: bigint('fiat_amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: FIAT_CURRENCIES }).notNull(),
    coin: text('coin')
      .notNull()
      .references(() => coins.symbol),
    cryptoAmount: numeric('crypto_amount', { precision: 38, scale: 18 }).notNull(),
    rate: numeric('rate', { precision: 30, scale: 10 }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    walletAddress: text('wallet_address').notNull(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    /** Buy statuses of spec section 4. */
    status: text('status', { enum: ['BUY_IN_PROGRESS', 'BUY_COMPLETED', 'BUY_ERROR', 'BUY_CANCELED'] })
      .notNull()
      .default('BUY_IN_PROGRESS'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('card_orders_reference_key').on(t.reference),
    index('card_orders_wallet_idx').on(t.walletAddress),
    check('card_orders_status', sql`${t.status} IN ('BUY_IN_PROGRESS', 'BUY_COMPLETED', 'BUY_ERROR', 'BUY_CANCELED')`),
    check('card_orders_amount_positive', sql`${t.fiatAmountMinor} > 0`),
  ],
);
