import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz, units } from './columns';
import { users } from './users';

export const LIMIT_OPERATIONS = ['online_fiat', 'deposit', 'withdrawal', 'atm'] as const;
export type LimitOperation = (typeof LIMIT_OPERATIONS)[number];
export const LIMIT_PERIODS = ['day', 'month', 'year', 'total'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** What a verification level may move per period, in euro cents; a missing rule or 0 means not at this level. */
export const limitRules = pgTable(
  'limit_rules',
  {
    level: smallint('level').notNull(),
    operation: text('operation', { enum: LIMIT_OPERATIONS }).notNull(),
    period: text('period', { enum: LIMIT_PERIODS }).notNull(),
    limitEurMinor: units('limit_eur_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.level, t.operation, t.period] }), check('limit_rules_limit', sql`${t.limitEurMinor} >= 0`)],
);

/**
 * What a customer has used of each limit in the current period (`period_start`: the day, month or year in UTC; 1970
 * for the total). Counted in the posting's transaction with `used + x <= limit`, so concurrent postings never overshoot.
 */
export const limitUsage = pgTable(
  'limit_usage',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    operation: text('operation', { enum: LIMIT_OPERATIONS }).notNull(),
    period: text('period', { enum: LIMIT_PERIODS }).notNull(),
    periodStart: timestamptz('period_start').notNull(),
    usedEurMinor: units('used_eur_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.operation, t.period, t.periodStart] })],
);

/** A feature the operator blocked for everyone (no user) or for one customer. */
export const featureBlocks = pgTable(
  'feature_blocks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    feature: text('feature').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('feature_blocks_key').on(t.feature, sql`coalesce(${t.userId}, 0)`)],
);
