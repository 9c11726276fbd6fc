import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { FIAT_CURRENCIES } from '@/lib/money';
import { ALERT_DIRECTIONS, ALERT_STATUSES } from '@/lib/terms/alerts';
import { timestamptz } from './columns';
import { users } from './users';

/**
 * "Tell me when <asset> is above/below <threshold> <currency>". `armed` says whether the next crossing fires it: a
 * firing disarms it; a re-arming alert (`repeat`) is armed again once the price is back on the other side of the
 * threshold, a one-shot alert becomes `done`.
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    asset: text('asset').notNull(),
    currency: text('currency', { enum: FIAT_CURRENCIES }).notNull(),
    direction: text('direction', { enum: ALERT_DIRECTIONS }).notNull(),
    /** The coin's price in `currency`, as coin_prices keeps it. */
    threshold: numeric('threshold', { precision: 30, scale: 10 }).notNull(),
    repeat: boolean('repeat').notNull().default(false),
    armed: boolean('armed').notNull().default(true),
    status: text('status', { enum: ALERT_STATUSES }).notNull().default('active'),
    firings: integer('firings').notNull().default(0),
    lastFiredAt: timestamptz('last_fired_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('price_alerts_user_idx').on(t.userId, t.id),
    // What the check after each price refresh reads: the active alerts of a coin and currency.
    index('price_alerts_active_idx')
      .on(t.asset, t.currency)
      .where(sql`${t.status} = 'active'`),
    check('price_alerts_direction', sql`${t.direction} IN ('above', 'below')`),
    check('price_alerts_status', sql`${t.status} IN ('active', 'done')`),
    check('price_alerts_currency', sql`${t.currency} IN ('EUR', 'CZK')`),
    check('price_alerts_threshold', sql`${t.threshold} > 0`),
  ],
);

/**
 * One firing of an alert: its key (alert, n-th firing) is inserted in the transaction that disarms the alert and
 * writes the bell notice, so two checks of one price move fire a crossing once.
 */
export const priceAlertFirings = pgTable(
  'price_alert_firings',
  {
    alertId: bigint('alert_id', { mode: 'number' })
      .notNull()
      .references(() => priceAlerts.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    price: numeric('price', { precision: 30, scale: 10 }).notNull(),
    firedAt: timestamptz('fired_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.seq] })],
);

export type PriceAlert = typeof priceAlerts.$inferSelect;
