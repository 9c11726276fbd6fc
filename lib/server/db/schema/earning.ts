import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { PRODUCT_STATUSES, STAKE_STATUSES, STAKE_TYPES } from '@/lib/terms/earning';
import { timestamptz, units } from './columns';
import { ledgerTransactions } from './ledger';
import { users } from './users';

/** A staking product the operator offers: what it pays (annual basis points) on which asset, for how long, from how much. */
export const earningProducts = pgTable(
  'earning_products',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    asset: text('asset').notNull(),
    type: text('type', { enum: STAKE_TYPES }).notNull(),
    /** Fixed only: the days a stake is locked. */
    durationDays: integer('duration_days'),
    /** Annual reward in basis points of the amount staked (5 % = 500). */
    rateBasisPoints: integer('rate_basis_points').notNull(),
    minAmount: units('min_amount').notNull(),
    maxAmount: units('max_amount').notNull(),
    /** The asset the reward is paid in; the staked asset (a reward in another asset would need a price per day). */
    rewardAsset: text('reward_asset').notNull(),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('active'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('earning_products_type', sql`${t.type} IN ('flexible', 'fixed')`),
    check('earning_products_status', sql`${t.status} IN ('active', 'paused', 'closed')`),
    check('earning_products_duration', sql`(${t.type} = 'fixed') = (${t.durationDays} IS NOT NULL) AND coalesce(${t.durationDays}, 1) > 0`),
    check('earning_products_rate', sql`${t.rateBasisPoints} BETWEEN 0 AND 100000`),
    check('earning_products_amounts', sql`${t.minAmount} > 0 AND ${t.maxAmount} >= ${t.minAmount}`),
  ],
);

/**
 * A customer's stake: the principal sits on their `staked` account from the stake; from `start_day`, the first whole
 * UTC day after it, rewards accrue onto it daily
 * (earning_accruals) until it is unstaked (flexible) or matures (fixed, `maturity_day`), when principal and rewards go
 * back to the available account. The product's rate and term are copied: an operator's change applies to new stakes.
 */
export const earningStakes = pgTable(
  'earning_stakes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => earningProducts.id),
    asset: text('asset').notNull(),
    type: text('type', { enum: STAKE_TYPES }).notNull(),
    amount: units('amount').notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    /** The first day that earns (UTC): the first whole day staked, the day after the stake was made. */
    startDay: date('start_day', { mode: 'string' }).notNull(),
    /** Fixed: the day principal and reward come back; the last day that earns is the one before. */
    maturityDay: date('maturity_day', { mode: 'string' }),
    status: text('status', { enum: STAKE_STATUSES }).notNull().default('active'),
    /** Rewards credited so far, net of the fee: what comes back with the principal. */
    accrued: units('accrued')
      .notNull()
      .default(sql`0`),
    /**
     * The latest day paid and how many days are paid: fewer days than start_day..accrued_through holds means a day was
     * skipped (its stake was locked by an unstake that then failed), which the daily job's catch-up pays.
     */
    accruedThrough: date('accrued_through', { mode: 'string' }),
    accruedDays: integer('accrued_days').notNull().default(0),
    stakeTransactionId: bigint('stake_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    closeTransactionId: bigint('close_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    closedAt: timestamptz('closed_at'),
  },
  (t) => [
    index('earning_stakes_user_idx').on(t.userId, t.id),
    // What the daily jobs look for: the running stakes only.
    index('earning_stakes_active_idx')
      .on(t.startDay)
      .where(sql`${t.status} = 'active'`),
    check('earning_stakes_type', sql`${t.type} IN ('flexible', 'fixed')`),
    check('earning_stakes_status', sql`${t.status} IN ('active', 'unstaked', 'matured')`),
    check('earning_stakes_amount', sql`${t.amount} > 0 AND ${t.accrued} >= 0`),
    check('earning_stakes_closed', sql`(${t.status} = 'active') = (${t.closeTransactionId} IS NULL)`),
  ],
);

/**
 * One day's reward of one stake. The key (stake, day) is inserted in the transaction that posts the reward, so a day
 * is paid once whatever runs the job, how often, or how many workers at once.
 */
export const earningAccruals = pgTable(
  'earning_accruals',
  {
    stakeId: bigint('stake_id', { mode: 'number' })
      .notNull()
      .references(() => earningStakes.id),
    day: date('day', { mode: 'string' }).notNull(),
    /** The day's reward before the fee, and the plan's crypto_earning fee taken from it. */
    gross: units('gross').notNull(),
    fee: units('fee').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
  },
  (t) => [primaryKey({ columns: [t.stakeId, t.day] }), check('earning_accruals_fee', sql`${t.fee} >= 0 AND ${t.fee} <= ${t.gross}`)],
);

export type EarningProduct = typeof earningProducts.$inferSelect;
export type EarningStake = typeof earningStakes.$inferSelect;
