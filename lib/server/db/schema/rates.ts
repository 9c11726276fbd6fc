import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { FIAT_CURRENCIES } from '@/lib/money';

/** The cryptocurrencies the site lists and quotes (50+); `rank` orders them by market cap. */
export const coins = pgTable('coins', {
  symbol: text('symbol').primaryKey(),
  name: text('name').notNull(),
  rank: integer('rank').notNull(),
  /** Decimal places amounts of this coin are kept and shown with. */
  decimals: smallint('decimals').notNull().default(8),
});

/** The latest quote of each coin in each fiat currency, written by the price-feed job. */
export const coinPrices = pgTable(
  'coin_prices',
  {
    symbol: text('symbol')
      .notNull()
      .references(() => coins.symbol, { onDelete: 'cascade' }),
    currency: text('currency', { enum: FIAT_CURRENCIES }).notNull(),
    price: numeric('price', { precision: 30, scale: 10 }).notNull(),
    change24hPercent: numeric('change_24h_percent', { precision: 10, scale: 4 }).notNull(),
    marketCap: numeric('market_cap', { precision: 30, scale: 2 }).notNull(),
    volume24h: numeric('volume_24h', { precision: 30, scale: 2 }).notNull(),
    source: text('source').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.currency] }), check('coin_prices_currency', sql`${t.currency} IN ('EUR', 'CZK')`)],
);
