import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db';
import { coinPrices, coins } from '@/lib/server/db/schema';
import { coinDefinitions } from './coins';
import type { FiatCurrency } from '@/lib/money';

// What every price source writes (the refresh job in feed.ts with the simulated or the CoinGecko source, and the demo
// seed): the coins table and the latest quote per coin and currency.

export interface Quote {
  symbol: string;
  currency: FiatCurrency;
  /** Decimal strings, as PostgreSQL NUMERIC stores them. */
  price: string;
  change24hPercent: string;
  marketCap: string;
  volume24h: string;
}

/** The database or a transaction on it: the refresh job writes inside the transaction that holds its lock. */
export type DatabaseWriter = Pick<Database, 'insert'>;

/**
 * Makes sure every listed coin exists in the coins table (names and order may change between releases).
 * Rows already right are left alone, so the job can call it on every refresh without rewriting the table.
 */
export async function upsertCoins(database: DatabaseWriter): Promise<void> {
  await database
    .insert(coins)
    .values(coinDefinitions.map((coin, index) => ({ symbol: coin.symbol, name: coin.name, rank: index + 1, decimals: coin.decimals })))
    .onConflictDoUpdate({
      target: coins.symbol,
      set: { name: sql`excluded.name`, rank: sql`excluded.rank`, decimals: sql`excluded.decimals` },
      setWhere: sql`(${coins.name}, ${coins.rank}, ${coins.decimals}) IS DISTINCT FROM (excluded.name, excluded.rank, excluded.decimals)`,
    });
}

/** Writes quotes as the latest price of each coin and currency. */
export async function storeQuotes(database: DatabaseWriter, quotes: readonly Quote[], source: string, at: Date): Promise<void> {
  if (quotes.length === 0) return;
  await database
    .insert(coinPrices)
    .values(quotes.map((quote) => ({ ...quote, source, updatedAt: at })))
    .onConflictDoUpdate({
      target: [coinPrices.symbol, coinPrices.currency],
      set: {
        price: sql`excluded.price`,
        change24hPercent: sql`excluded.change_24h_percent`,
        marketCap: sql`excluded.market_cap`,
        volume24h: sql`excluded.volume_24h`,
        source: sql`excluded.source`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/**
 * The operator's price of one coin in one currency, written as the feed would (demo and tests: `ops set-price`). The
 * next refresh of the feed overwrites it.
 */
export async function setPrice(
  database: Pick<Database, 'update'>,
  symbol: string,
  currency: FiatCurrency,
  price: string,
): Promise<boolean> {
  const updated = await database
    .update(coinPrices)
    .set({ price, source: 'operator', updatedAt: sql`now()` as unknown as Date })
    .where(sql`${coinPrices.symbol} = ${symbol} AND ${coinPrices.currency} = ${currency}`)
    .returning({ symbol: coinPrices.symbol });
  return updated.length > 0;
}
