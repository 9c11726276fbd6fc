import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { PAYOUT_STATUSES } from '@/lib/views/bank';
import { timestamptz, units } from './columns';
import { ledgerTransactions } from './ledger';
import { users } from './users';

/** A bank account a customer pays out to: IBAN and BIC as validated (IBAN without spaces, upper case). */
export const bankBeneficiaries = pgTable(
  'bank_beneficiaries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic').notNull(),
    currency: text('currency', { enum: ['EUR', 'CZK'] }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('bank_beneficiaries_user_idx').on(t.userId, t.id),
    check('bank_beneficiaries_currency', sql`${t.currency} IN ('EUR', 'CZK')`),
  ],
);

/**
 * A payout to a bank account: the funds wait on the customer's held account (the pending `hold_transaction_id`) until
 * the operator sends the transfer (posted) or refuses it (voided, funds back). The beneficiary is copied, so the row
 * still says where the money went after the customer deletes the beneficiary.
 */
export const bankPayouts = pgTable(
  'bank_payouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    beneficiaryName: text('beneficiary_name').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic').notNull(),
    currency: text('currency', { enum: ['EUR', 'CZK'] }).notNull(),
    /** What reaches the beneficiary, in minor units of `currency`. */
    amount: units('amount').notNull(),
    /** Taken on top of the amount (sepa_withdrawal of the customer's plan). */
    fee: units('fee').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('pending'),
    refusalReason: text('refusal_reason'),
    holdTransactionId: bigint('hold_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    settledAt: timestamptz('settled_at'),
    /** The operator who marked it sent or refused. */
    settledBy: text('settled_by'),
  },
  (t) => [
    index('bank_payouts_user_idx').on(t.userId, t.id),
    index('bank_payouts_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
    check('bank_payouts_currency', sql`${t.currency} IN ('EUR', 'CZK')`),
    check('bank_payouts_status', sql`${t.status} IN ('pending', 'sent', 'refused')`),
    check('bank_payouts_amounts', sql`${t.amount} > 0 AND ${t.fee} >= 0`),
    check('bank_payouts_settled', sql`(${t.status} = 'pending') = (${t.settledAt} IS NULL)`),
    check('bank_payouts_reason', sql`(${t.status} = 'refused') = (${t.refusalReason} IS NOT NULL)`),
  ],
);
