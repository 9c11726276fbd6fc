import 'server-only';
import { env } from '@/lib/env';
import { latestQuotes, type CoinQuote } from './prices';
import { firstValue } from '@/lib/search-params';
import {
  defaultDirection,
  RATE_SORT_KEYS,
  type CoinRate,
  type RatesFreshness,
  type RatesPageView,
  type RateSortKey,
  type RatesStripView,
} from '@/lib/views/rates';

/** Prices older than this many refresh intervals are shown as out of date. */
export const STALE_AFTER_INTERVALS = 3;
const MAX_QUERY_LENGTH = 50;

type SearchParams = Record<string, string | string[] | undefined>;

const isSortKey = (value: string): value is RateSortKey => (RATE_SORT_KEYS as readonly string[]).includes(value);

const numericField: Record<Exclude<RateSortKey, 'rank' | 'name'>, keyof CoinRate> = {
  price: 'priceEur',
  change: 'change24hPercent',
  marketCap: 'marketCapEur',
  volume: 'volumeEur',
};

/**
 * Orders for display only: figures are compared as numbers, which is exact enough to rank prices and
 * never feeds a stored or charged amount. Ties keep market-cap rank.
 */
function compareBy(sort: RateSortKey): (a: CoinRate, b: CoinRate) => number {
  if (sort === 'rank') return (a, b) => a.rank - b.rank;
  if (sort === 'name') return (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.rank - b.rank;
  const field = numericField[sort];
  return (a, b) => Number(a[field]) - Number(b[field]) || a.rank - b.rank;
}

async function currentRates(now: Date): Promise<{ rates: CoinRate[] } & RatesFreshness> {
  const [eur, czk] = await Promise.all([latestQuotes('EUR'), latestQuotes('CZK')]);
  const czkBySymbol = new Map(czk.map((quote) => [quote.symbol, quote.price]));
  const rates = eur.map((quote) => ({
    rank: quote.rank,
    symbol: quote.symbol,
    name: quote.name,
    priceEur: quote.price,
    priceCzk: czkBySymbol.get(quote.symbol) ?? null,
    change24hPercent: quote.change24hPercent,
    marketCapEur: quote.marketCap,
    volumeEur: quote.volume24h,
  }));
  return { rates, ...freshness([...eur, ...czk], now) };
}

function freshness(quotes: readonly CoinQuote[], now: Date): RatesFreshness {
  const newest = quotes.reduce<number | null>((latest, quote) => Math.max(latest ?? 0, quote.updatedAt.getTime()), null);
  if (newest === null) return { updatedAt: null, stale: true };
  const staleAfterMs = STALE_AFTER_INTERVALS * env().PRICE_REFRESH_SECONDS * 1000;
  return { updatedAt: new Date(newest), stale: now.getTime() - newest > staleAfterMs };
}

/** /Crypto_rates: every listed coin, searched by name or symbol and sorted as the URL asks (`q`, `sort`, `dir`). */
export async function getRatesPage(searchParams: SearchParams, now = new Date()): Promise<RatesPageView> {
  const { rates, ...fresh } = await currentRates(now);
  const query = firstValue(searchParams.q, '').trim().slice(0, MAX_QUERY_LENGTH);
  const requestedSort = firstValue(searchParams.sort, '');
  const sort = isSortKey(requestedSort) ? requestedSort : 'rank';
  const requestedDirection = firstValue(searchParams.dir, '');
  const direction = requestedDirection === 'asc' || requestedDirection === 'desc' ? requestedDirection : defaultDirection(sort);

  const needle = query.toLowerCase();
  const matching = needle
    ? rates.filter((rate) => rate.symbol.toLowerCase().includes(needle) || rate.name.toLowerCase().includes(needle))
    : rates;
  const compare = compareBy(sort);
  const sorted = [...matching].sort(direction === 'asc' ? compare : (a, b) => compare(b, a));
  return { rates: sorted, total: rates.length, query, sort, direction, ...fresh };
}

/** The rates strip of the landing page: the top coins by market cap. */
export async function getRatesStrip(limit = 6, now = new Date()): Promise<RatesStripView> {
  const { rates, ...fresh } = await currentRates(now);
  return { rates: rates.slice(0, limit), ...fresh };
}
