import 'server-only';
import { FiatCurrency } from '@/lib/money';
import { and, asc, eq } from 'drizzle-orm';
import { cached, invalidateCached } from '@/lib/server/core';
import { db, type Executor } from '@/lib/server/db';
import { coinPrices, coins } from '@/lib/server/db/schema';

export interface CoinQuote {
  symbol: string;
  name: string;
  rank: number;
  decimals: number;
  currency: FiatCurrency;
  price: string;
  change24hPercent: string;
  marketCap: string;
  volume24h: string;
  updatedAt: Date;
}

const QUOTES_TTL_MS = 15_000;
const CACHE_PREFIX = 'rates:';

/**
 * Next bundles instrumentation (where the refresh job runs), pages and route handlers separately, each with
 * its own copy of this module and of the TTL cache. A counter on globalThis, which the whole process
 * shares, carries the job's invalidation to every copy: each one drops its entries when it sees the
 * counter move.
 */
const shared = globalThis as unknown as { kryptomatQuotesVersion?: number };
let seenVersion = 0;

/** The latest quote of every listed coin in one currency, by rank; read from the database at most every 15 s. */
export function latestQuotes(currency: FiatCurrency): Promise<CoinQuote[]> {
  const version = shared.kryptomatQuotesVersion ?? 0;
  if (version !== seenVersion) {
    seenVersion = version;
    invalidateCached(CACHE_PREFIX);
  }
  return cached(`${CACHE_PREFIX}${currency}`, QUOTES_TTL_MS, () =>
    db()
      .select({
        symbol: coins.symbol,
        name: coins.name,
        rank: coins.rank,
        decimals: coins.decimals,
        currency: coinPrices.currency,
        price: coinPrices.price,
        change24hPercent: coinPrices.change24hPercent,
        marketCap: coinPrices.marketCap,
        volume24h: coinPrices.volume24h,
        updatedAt: coinPrices.updatedAt,
      })
      .from(coinPrices)
      .innerJoin(coins, eq(coins.symbol, coinPrices.symbol))
      .where(eq(coinPrices.currency, currency))
      .orderBy(asc(coins.rank)),
  );
}

/** One coin's latest quote, or undefined when the coin is not listed or has no price yet. */
export async function quoteOf(symbol: string, currency: FiatCurrency): Promise<CoinQuote | undefined> {
  return (await latestQuotes(currency)).find((quote) => quote.symbol === symbol);
}

/**
 * One coin's latest price in `currency` (its decimal text), or undefined without one: from the 15 s cache, or given a
 * transaction, the stored row read on the transaction's own connection (a cache load there would take a second
 * connection of the pool while the transaction holds one: lib/server/db/connection-guard.ts).
 */
export async function latestPrice(symbol: string, currency: FiatCurrency, tx?: Executor): Promise<string | undefined> {
  if (!tx) return (await quoteOf(symbol, currency))?.price;
  const [row] = await tx
    .select({ price: coinPrices.price })
    .from(coinPrices)
    .where(and(eq(coinPrices.symbol, symbol), eq(coinPrices.currency, currency)));
  return row?.price;
}

/** After the feed wrote new prices: the next reader gets them, in every bundle of this process. */
export function invalidateQuotes(): void {
  shared.kryptomatQuotesVersion = (shared.kryptomatQuotesVersion ?? 0) + 1;
  seenVersion = shared.kryptomatQuotesVersion;
  invalidateCached(CACHE_PREFIX);
}

export interface StoredPrice {
  symbol: string;
  currency: FiatCurrency;
  price: string;
  updatedAt: Date;
}

/**
 * Every stored price as the database holds it now, past the 15 s cache: what fills an order must be the price the
 * matcher was woken for, even when another process (the operator's CLI) wrote it.
 */
export const storedPrices = (executor: Pick<Executor, 'select'> = db()): Promise<StoredPrice[]> =>
  executor
    .select({ symbol: coinPrices.symbol, currency: coinPrices.currency, price: coinPrices.price, updatedAt: coinPrices.updatedAt })
    .from(coinPrices);
