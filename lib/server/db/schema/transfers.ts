import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, units } from './columns';
import { ledgerTransactions } from './ledger';
import { users } from './users';

/**
 * A quoted transfer between two of a customer's own accounts, converting at `rate` when the assets differ. It is good
 * until `expires_at` and is consumed once: `UPDATE … WHERE consumed_at IS NULL AND expires_at > now()` in the
 * posting's transaction.
 */
export const conversionQuotes = pgTable(
  'conversion_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // No foreign keys to ledger_accounts (0033): a key's check locks the account row FOR KEY SHARE, and quotes taken
    // while a posting to the same accounts queued on those rows deadlocked with it (1 s each, then a retry): one
    // customer's quick transfers back and forth ran at 2-6 a second. The ids come from customerAccount in the quote's
    // own transaction, and a ledger account is never deleted.
    fromAccountId: bigint('from_account_id', { mode: 'number' }).notNull(),
    toAccountId: bigint('to_account_id', { mode: 'number' }).notNull(),
    /** Debited from the source, fee included. */
    fromAmount: units('from_amount').notNull(),
    /** Part of fromAmount, in the source asset. */
    feeAmount: units('fee_amount').notNull(),
    /** Credited to the target. */
    toAmount: units('to_amount').notNull(),
    /** Target units per source unit, as a decimal string (display and audit; the amounts above are what posts). */
    rate: text('rate').notNull(),
    valueEurMinor: units('value_eur_minor').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('conversion_quotes_user_idx').on(t.userId, t.createdAt),
    check('conversion_quotes_amounts', sql`${t.fromAmount} > 0 AND ${t.toAmount} > 0 AND ${t.feeAmount} >= 0`),
    check('conversion_quotes_accounts', sql`${t.fromAccountId} <> ${t.toAccountId}`),
    check('conversion_quotes_consumed', sql`(${t.consumedAt} IS NULL) = (${t.transactionId} IS NULL)`),
  ],
);
