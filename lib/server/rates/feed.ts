import 'server-only';
import { sql } from 'drizzle-orm';
import { env, type AppEnv } from '@/lib/env';
import { db } from '@/lib/server/db';
import { coinGeckoSource } from './coingecko';
import { invalidateQuotes } from './prices';
import { simulatedSource } from './simulated';
import { storeQuotes, upsertCoins } from './store';
import { PriceSourceError, type PriceSource } from './source';

// Arbitrary constant beside the migration lock's: one price refresh at a time across app instances.
const REFRESH_LOCK_KEY = 4_210_772;
/**
 * Another instance's refresh younger than this share of the interval counts as this one's: with several
 * instances ticking at different moments the source is still asked about once per interval.
 */
const FRESH_SHARE = 0.8;

export type RefreshOutcome = 'refreshed' | 'fresh' | 'busy' | 'paused' | 'failed';

export function priceSourceFrom(config: AppEnv = env()): PriceSource {
  return config.PRICE_FEED === 'coingecko'
    ? coinGeckoSource({ baseUrl: config.COINGECKO_API_URL, apiKey: config.COINGECKO_API_KEY })
    : simulatedSource;
}

/**
 * One refresh: under a transaction-scoped advisory lock (released by commit, rollback or a dropped
 * connection, so a crashed instance never holds it), skip when prices from this source are fresh enough,
 * else ask the source and store its quotes in the same transaction. A failing source changes nothing:
 * the last prices stay, the failure is logged, and a 429 pauses this feed for its Retry-After.
 */
export function createPriceFeed(source: PriceSource, intervalSeconds: number) {
  let pausedUntil = 0;
  let inFlight = false;

  async function refresh(now = new Date()): Promise<RefreshOutcome> {
    if (now.getTime() < pausedUntil) return 'paused';
    if (inFlight) return 'busy';
    inFlight = true;
    try {
      const outcome = await db().transaction(async (tx): Promise<RefreshOutcome> => {
        const { rows: locks } = await tx.execute<{ locked: boolean }>(sql`SELECT pg_try_advisory_xact_lock(${REFRESH_LOCK_KEY}) AS locked`);
        if (!locks[0]?.locked) return 'busy';
        const { rows: latest } = await tx.execute<{ at: Date | string | null }>(
          sql`SELECT max(updated_at) AS at FROM coin_prices WHERE source = ${source.name}`,
        );
        const lastAt = latest[0]?.at ? new Date(latest[0].at).getTime() : 0;
        if (now.getTime() - lastAt < intervalSeconds * 1000 * FRESH_SHARE) return 'fresh';
        const quotes = await source.fetchQuotes(now);
        await upsertCoins(tx);
        await storeQuotes(tx, quotes, source.name, now);
        return 'refreshed';
      });
      if (outcome === 'refreshed') invalidateQuotes();
      return outcome;
    } catch (error) {
      if (error instanceof PriceSourceError && error.retryAfterSeconds) pausedUntil = now.getTime() + error.retryAfterSeconds * 1000;
      const pause = pausedUntil > now.getTime() ? `; next attempt after ${new Date(pausedUntil).toISOString()}` : '';
      console.error(
        `[rates] ${source.name} refresh failed, keeping the last prices: ${error instanceof Error ? error.message : String(error)}${pause}`,
      );
      return 'failed';
    } finally {
      inFlight = false;
    }
  }

  return { source, refresh };
}

export type PriceFeed = ReturnType<typeof createPriceFeed>;

// On globalThis: Next bundles the job queue and the routes separately, and a 429's pause must hold for the process.
const holder = globalThis as unknown as { kryptomatPriceFeed?: PriceFeed };

/**
 * One refresh of this process's feed, as the refresh-prices job runs it (jobs.ts): pg-boss hands each minute's
 * run to one instance, and the advisory lock and the freshness check above keep a late or doubled run from asking the
 * source twice.
 */
export function refreshPrices(config: AppEnv = env()): Promise<RefreshOutcome> {
  holder.kryptomatPriceFeed ??= createPriceFeed(priceSourceFrom(config), config.PRICE_REFRESH_SECONDS);
  return holder.kryptomatPriceFeed.refresh();
}
