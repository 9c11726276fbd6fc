import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { FIAT_CURRENCIES } from '@/lib/money';
import { users } from './users';
import { cardPayments } from './payments';

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
