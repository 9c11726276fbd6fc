import { sql } from 'drizzle-orm';
import { bigint, check, index, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, timestamptz } from './columns';
import { users } from './users';
import { coins } from './rates';

/** Crypto-to-crypto swap orders from the public page; `reference` is what the customer checks the status with. */
export const swapOrders = pgTable(
  'swap_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    fromCoin: text('from_coin')
      .notNull()
      .references(() => coins.symbol),
    toCoin: text('to_coin')
      .notNull()
      .references(() => coins.symbol),
    amountFrom: numeric('amount_from', { precision: 38, scale: 18 }).notNull(),
    amountTo: numeric('amount_to', { precision: 38, scale: 18 }).notNull(),
    rate: numeric('rate', { precision: 38, scale: 18 }).notNull(),
    fee: numeric('fee', { precision: 38, scale: 18 }).notNull(),
    /** Where the customer sends `fromCoin`. */
    depositAddress: text('deposit_address').notNull(),
    /** Where we send `toCoin`. */
    destinationAddress: text('destination_address').notNull(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    status: text('status', { enum: ['Init', 'Pending', 'Process', 'Success', 'Failed'] })
      .notNull()
      .default('Init'),
    /** The quote's euro value (cents) and the placing client's address: the unverified limit sums both over 24 hours. */
    valueEurMinor: bigint('value_eur_minor', { mode: 'number' }),
    clientIp: text('client_ip'),
    /** SHA-256 of the capability the buyer's browser holds (lib/server/checkout/access.ts): the order's page needs it. */
    accessHash: bytea('access_hash'),
    quoteExpiresAt: timestamptz('quote_expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('swap_orders_reference_key').on(t.reference),
    index('swap_orders_destination_idx').on(t.destinationAddress),
    index('swap_orders_deposit_idx').on(t.depositAddress),
    index('swap_orders_email_created_idx').on(t.email, t.createdAt),
    index('swap_orders_client_ip_created_idx').on(t.clientIp, t.createdAt),
    check('swap_orders_status', sql`${t.status} IN ('Init', 'Pending', 'Process', 'Success', 'Failed')`),
    check('swap_orders_amounts_positive', sql`${t.amountFrom} > 0 AND ${t.amountTo} > 0`),
  ],
);
