import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

export const atms = pgTable(
  'atms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    descriptionId: text('description_id').notNull(),
    name: text('name').notNull(),
    country: text('country', { enum: ['CZ', 'SK', 'GR'] }).notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6 }).notNull(),
    longitude: numeric('longitude', { precision: 9, scale: 6 }).notNull(),
    status: text('status', { enum: ['In operation', 'In Maintenance'] }).notNull(),
    canBuy: boolean('can_buy').notNull(),
    canSell: boolean('can_sell').notNull(),
    coins: text('coins').array().notNull(),
    openingHours: text('opening_hours').notNull(),
    /** Local currency of the machine's limits (CZK in CZ, EUR elsewhere). */
    currency: text('currency', { enum: ['EUR', 'CZK'] })
      .notNull()
      .default('EUR'),
    buyFeePercent: numeric('buy_fee_percent', { precision: 5, scale: 2 }).notNull().default('5.00'),
    sellFeePercent: numeric('sell_fee_percent', { precision: 5, scale: 2 }).notNull().default('4.00'),
    /** Per-transaction limits in minor units of `currency`. */
    minAmountMinor: bigint('min_amount_minor', { mode: 'number' }).notNull().default(2000),
    maxAmountMinor: bigint('max_amount_minor', { mode: 'number' }).notNull().default(500000),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('atms_description_id_key').on(t.descriptionId),
    check('atms_country', sql`${t.country} IN ('CZ', 'SK', 'GR')`),
    check('atms_status', sql`${t.status} IN ('In operation', 'In Maintenance')`),
  ],
);
