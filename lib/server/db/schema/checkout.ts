import { sql } from 'drizzle-orm';
import { bigint, check, index, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, timestamptz } from './columns';
import { FIAT_CURRENCIES } from '@/lib/money';
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

/**
 * Payments through the card-payment provider (the embedded default simulates a processor with test
 * cards): one row per attempt, for a card order or a gift voucher.
 */
export const cardPayments = pgTable(
  'card_payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    provider: text('provider').notNull(),
    purpose: text('purpose', { enum: ['card_order', 'gift_voucher'] }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: FIAT_CURRENCIES }).notNull(),
    status: text('status', { enum: ['pending', 'challenge', 'succeeded', 'declined', 'failed'] })
      .notNull()
      .default('pending'),
    cardLast4: text('card_last4'),
    /** The provider's reason when declined or failed, shown to the customer. */
    failureReason: text('failure_reason'),
    /** SHA-256 of the capability the buyer's browser holds (lib/server/checkout/access.ts): the order page and the 3-D Secure answer need it. */
    accessHash: bytea('access_hash'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('card_payments_reference_key').on(t.reference),
    check('card_payments_amount_positive', sql`${t.amountMinor} > 0`),
    check('card_payments_status', sql`${t.status} IN ('pending', 'challenge', 'succeeded', 'declined', 'failed')`),
  ],
);

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

/** Gift vouchers bought on the public page; the code and password go to the buyer by e-mail, only the password's hash is kept. */
export const giftVouchers = pgTable(
  'gift_vouchers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    code: text('code').notNull(),
    passwordHash: text('password_hash').notNull(),
    valueMinor: bigint('value_minor', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: FIAT_CURRENCIES }).notNull(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => cardPayments.id),
    status: text('status', { enum: ['awaiting_payment', 'active', 'redeemed', 'cancelled'] })
      .notNull()
      .default('awaiting_payment'),
    redeemedByUserId: bigint('redeemed_by_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamptz('redeemed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_vouchers_reference_key').on(t.reference),
    uniqueIndex('gift_vouchers_code_key').on(t.code),
    check('gift_vouchers_value_positive', sql`${t.valueMinor} > 0`),
    check('gift_vouchers_status', sql`${t.status} IN ('awaiting_payment', 'active', 'redeemed', 'cancelled')`),
  ],
);

/**
 * Quotes already turned into an order: a signed quote is good for one order only. A row is kept until the quote
 * expires, after which the signature refuses it anyway.
 */
export const usedQuotes = pgTable(
  'used_quotes',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('used_quotes_expires_idx').on(t.expiresAt)],
);
