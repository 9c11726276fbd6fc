import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db';
import { coinPrices, coins } from '@/lib/server/db/schema';
import { coinDefinitions, type CoinDefinition } from './coins';
import { decimalString, type PriceSource } from './source';

export type FiatCurrency = 'EUR' | 'CZK';

export interface Quote {
  symbol: string;
  currency: FiatCurrency;
  /** Decimal strings, as PostgreSQL NUMERIC stores them. */
  price: string;
  change24hPercent: string;
  marketCap: string;
  volume24h: string;
}

/** The simulated market's fixed exchange rate; a real feed quotes CZK directly. */
export const SIMULATED_CZK_PER_EUR = 25.1;
const STABLECOINS = new Set(['USDT', 'USDC', 'DAI']);
const DAY_SECONDS = 86_400;

function phaseOf(symbol: string): number {
  let hash = 0;
  for (const char of symbol) hash = (hash * 31 + char.charCodeAt(0)) % 10_007;
  return (hash / 10_007) * 2 * Math.PI;
}

/**
 * The simulated price at a time: a sum of slow waves around the reference price, the same for every
 * process and run (deterministic), so tests and screenshots are stable. Floats are fine here: this stands
 * in for an outside market whose answer we round to decimal strings before anything stores or charges it.
 */
function eurPriceAt(coin: CoinDefinition, seconds: number): number {
  const phase = phaseOf(coin.symbol);
  const scale = STABLECOINS.has(coin.symbol) ? 0.02 : 1;
  const wave =
    0.06 * Math.sin((2 * Math.PI * seconds) / (7 * DAY_SECONDS) + phase) +
    0.02 * Math.sin((2 * Math.PI * seconds) / (26 * 3600) + 2 * phase) +
    0.005 * Math.sin((2 * Math.PI * seconds) / (47 * 60) + 3 * phase);
  return Number(coin.referenceEur) * (1 + scale * wave);
}

/** Quotes of every listed coin in EUR and CZK at `at`, to the minute. */
export function simulatedQuotes(at: Date): Quote[] {
  const seconds = Math.floor(at.getTime() / 60_000) * 60;
  return coinDefinitions.flatMap((coin) => {
    const now = eurPriceAt(coin, seconds);
    const dayAgo = eurPriceAt(coin, seconds - DAY_SECONDS);
    const change = decimalString((now / dayAgo - 1) * 100, 4);
    const turnover = 0.03 + 0.01 * (1 + Math.sin(seconds / 5000 + phaseOf(coin.symbol)));
    return (['EUR', 'CZK'] as const).map((currency) => {
      const factor = currency === 'EUR' ? 1 : SIMULATED_CZK_PER_EUR;
      const price = now * factor;
      return {
        symbol: coin.symbol,
        currency,
        price: decimalString(price, 10),
        change24hPercent: change,
        marketCap: decimalString(price * coin.supply, 2),
        volume24h: decimalString(price * coin.supply * turnover, 2),
      };
    });
  });
}

/** The embedded default: the simulated market, so the site shows moving prices without any outside service. */
export const simulatedSource: PriceSource = {
  name: 'simulated',
  fetchQuotes: async (at) => simulatedQuotes(at),
};

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
