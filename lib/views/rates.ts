/** A coin as the rates table and strip show it: prices in both currencies, the rest in EUR. */
export interface CoinRate {
  rank: number;
  symbol: string;
  name: string;
  priceEur: string;
  /** Null when the feed has not quoted CZK for the coin yet. */
  priceCzk: string | null;
  change24hPercent: string;
  marketCapEur: string;
  volumeEur: string;
}

export interface RatesFreshness {
  /** When the newest stored price was written; null before the first refresh. */
  updatedAt: Date | null;
  /** The feed has not written for several intervals (a failing source): pages say so. */
  stale: boolean;
}

export const RATE_SORT_KEYS = ['rank', 'name', 'price', 'change', 'marketCap', 'volume'] as const;
export type RateSortKey = (typeof RATE_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

/** Alphabetic columns start from A, figures from the largest: what a visitor clicking a header expects. */
export const defaultDirection = (sort: RateSortKey): SortDirection => (sort === 'rank' || sort === 'name' ? 'asc' : 'desc');

export interface RatesPageView extends RatesFreshness {
  rates: CoinRate[];
  /** Listed coins with a price, before the search. */
  total: number;
  query: string;
  sort: RateSortKey;
  direction: SortDirection;
}

/** The rates strip of the landing page: the top coins by market cap. */
export interface RatesStripView extends RatesFreshness {
  rates: CoinRate[];
}
