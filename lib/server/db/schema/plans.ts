import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { ledgerTransactions } from './ledger';
import { users } from './users';
import { paidPlanTypes, type PaidPlanType } from '@/lib/validation/plans';

export const PAID_PLANS = paidPlanTypes;
export type PaidPlan = PaidPlanType;

/**
 * One paid month of a plan: charged from the customer's EUR credit account by the ledger transaction named here.
 * Unique per customer and period start, so an upgrade or a renewal that runs twice charges once.
 */
export const planPeriods = pgTable(
  'plan_periods',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: PAID_PLANS }).notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plan_periods_start_key').on(t.userId, t.startsAt),
    index('plan_periods_ends_idx').on(t.endsAt),
    check('plan_periods_plan', sql`${t.plan} IN ('advanced', 'pro')`),
    check('plan_periods_order', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
