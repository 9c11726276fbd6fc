import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, timestamptz } from './columns';
import { FIAT_CURRENCIES } from '@/lib/money';

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
