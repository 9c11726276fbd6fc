import { bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/** Reports from the /Report-Fraud form; `reference` is quoted back to the reporter. */
export const fraudReports = pgTable(
  'fraud_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    category: text('category').notNull(),
    transactionReference: text('transaction_reference'),
    description: text('description').notNull(),
    locale: text('locale').notNull(),
    ip: text('ip'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fraud_reports_reference_key').on(t.reference), index('fraud_reports_created_idx').on(t.createdAt)],
);
