import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { units } from './columns';

/** What the fee schedule prices: the spec's operations, and transfers between customers. */
export const FEE_OPERATIONS = [
  'internal_transfer',
  'sepa_deposit',
  'sepa_withdrawal',
  'cash_voucher',
  'atm_buy',
  'atm_sell',
  'atm_withdrawal',
  'annual_credit',
  'annual_crypto',
  'crypto_deposit',
  'crypto_withdrawal',
  'crypto_trading',
  'crypto_earning',
  'card_funding',
  'chargeback',
] as const;
export type FeeOperation = (typeof FEE_OPERATIONS)[number];

/** The fee schedule: per plan, operation and currency a percentage (basis points) and a fixed part in minor units. */
export const feeRules = pgTable(
  'fee_rules',
  {
    plan: text('plan', { enum: ['basic', 'advanced', 'pro'] }).notNull(),
    operation: text('operation', { enum: FEE_OPERATIONS }).notNull(),
    currency: text('currency').notNull(),
    basisPoints: smallint('basis_points').notNull(),
    fixedMinor: units('fixed_minor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.plan, t.operation, t.currency] }),
    check('fee_rules_basis_points', sql`${t.basisPoints} BETWEEN 0 AND 10000`),
    check('fee_rules_fixed', sql`${t.fixedMinor} >= 0`),
  ],
);
