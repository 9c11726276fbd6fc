import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, timestamptz } from './columns';

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
    /**
     * The notes the machine pays out, in whole units of `currency`: a cash order is a sum of them. NULL: every banknote of
     * its currency (BANKNOTES of lib/terms/cash-orders.ts).
     */
    notes: integer('notes').array(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('atms_description_id_key').on(t.descriptionId),
    check('atms_country', sql`${t.country} IN ('CZ', 'SK', 'GR')`),
    check('atms_status', sql`${t.status} IN ('In operation', 'In Maintenance')`),
  ],
);

/**
 * A machine's signing key (HMAC-SHA256): the machine API verifies every request with it, so the secret is kept sealed
 * (AES-256-GCM under a server key, lib/server/atms/machine.ts), not hashed. `revokedAt` ends a key; a machine may have a
 * new one meanwhile.
 */
export const atmKeys = pgTable(
  'atm_keys',
  {
    id: text('id').primaryKey(),
    atmId: integer('atm_id')
      .notNull()
      .references(() => atms.id),
    secret: bytea('secret').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('atm_keys_atm_idx').on(t.atmId)],
);

/** Each signed request's nonce, kept past the signature window so the same request sent again is refused. */
export const atmNonces = pgTable(
  'atm_nonces',
  {
    keyId: text('key_id')
      .notNull()
      .references(() => atmKeys.id),
    nonce: text('nonce').notNull(),
    seenAt: timestamptz('seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.nonce] }), index('atm_nonces_seen_idx').on(t.seenAt)],
);

/** What a machine last reported besides its state (which is the machine's `status`): its notes, denomination → count. */
export const atmHeartbeats = pgTable('atm_heartbeats', {
  atmId: integer('atm_id')
    .primaryKey()
    .references(() => atms.id),
  cash: jsonb('cash').$type<Record<string, number>>().notNull(),
  seenAt: timestamptz('seen_at').notNull().defaultNow(),
});
