import 'server-only';
import { FiatCurrency } from '@/lib/money';
import { z } from 'zod';
import { coinDefinitions } from './coins';
import type { Quote } from './store';
import { decimalString, PriceSourceError, type PriceSource } from './source';

export interface CoinGeckoOptions {
  /** e.g. https://api.coingecko.com/api/v3 */
  baseUrl: string;
  /** A demo-plan key, sent as x-cg-demo-api-key; the public API also answers without one, at a lower rate. */
  apiKey?: string;
  /** Injected so tests answer with recorded responses instead of the network. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** Without Retry-After a 429 still pauses the feed: asking again at once only prolongs the refusal. */
const DEFAULT_RETRY_AFTER_SECONDS = 300;
/** Larger figures do not fit coin_prices (NUMERIC(30, 10) and (30, 2)) and cannot be real quotes. */
const MAX_FIGURE = 1e18;
const MAX_CHANGE_PERCENT = 999_999;

const figure = z.number().finite().nonnegative().lt(MAX_FIGURE);

/** The fields of /coins/markets we use; the answer has many more, which are ignored. */
const marketRow = z.object({
  id: z.string(),
  current_price: figure.nullable(),
  market_cap: figure.nullable().optional(),
  total_volume: figure.nullable().optional(),
  price_change_percentage_24h: z.number().finite().nullable().optional(),
});

const symbolById = new Map(coinDefinitions.map((coin) => [coin.coingeckoId, coin.symbol]));
const idList = coinDefinitions.map((coin) => coin.coingeckoId).join(',');

/**
 * The public CoinGecko market-data API (/coins/markets), asked once per currency for every listed coin.
 * Both currencies must answer or the refresh fails as a whole, so EUR and CZK prices never come from
 * different moments. Coins the answer lacks or gives no price for keep their last stored quote.
 */
export function coinGeckoSource(options: CoinGeckoOptions): PriceSource {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function marketsIn(currency: FiatCurrency): Promise<Quote[]> {
    const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}/coins/markets`);
    url.search = new URLSearchParams({
      vs_currency: currency.toLowerCase(),
      ids: idList,
      order: 'market_cap_desc',
      per_page: '250',
      page: '1',
      sparkline: 'false',
      price_change_percentage: '24h',
      precision: 'full',
    }).toString();
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.apiKey) headers['x-cg-demo-api-key'] = options.apiKey;

    let response: Response;
    try {
      response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
    } catch (error) {
      // The abort reason is a DOMException, which is not an Error in every realm: go by its name.
      const name = (error as { name?: unknown } | null)?.name;
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      throw new PriceSourceError(
        timedOut ? `no answer for ${currency} within ${timeoutMs} ms` : `request for ${currency} failed: ${String(error)}`,
      );
    }
    if (response.status === 429) {
      throw new PriceSourceError(`rate limited (HTTP 429) for ${currency}`, retryAfterSeconds(response.headers.get('retry-after')));
    }
    if (!response.ok) throw new PriceSourceError(`HTTP ${response.status} for ${currency}`);

    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new PriceSourceError(`the answer for ${currency} is not JSON`);
    }
    const rows = z.array(z.unknown()).safeParse(body);
    if (!rows.success) throw new PriceSourceError(`the answer for ${currency} is not a list of markets`);
    return rows.data.flatMap((raw) => {
      // One malformed row (a delisted coin, say) costs that coin's update, not the whole refresh.
      const row = marketRow.safeParse(raw);
      const symbol = row.success ? symbolById.get(row.data.id) : undefined;
      if (!row.success || !symbol || row.data.current_price === null) return [];
      const change = row.data.price_change_percentage_24h ?? 0;
      return [
        {
          symbol,
          currency,
          price: decimalString(row.data.current_price, 10),
          change24hPercent: decimalString(Math.max(-MAX_CHANGE_PERCENT, Math.min(MAX_CHANGE_PERCENT, change)), 4),
          marketCap: decimalString(row.data.market_cap ?? 0, 2),
          volume24h: decimalString(row.data.total_volume ?? 0, 2),
        },
      ];
    });
  }

  return {
    name: 'coingecko',
    async fetchQuotes() {
      const [eur, czk] = await Promise.all([marketsIn('EUR'), marketsIn('CZK')]);
      if (eur.length === 0 || czk.length === 0) throw new PriceSourceError('the answer has none of our coins');
      return [...eur, ...czk];
    },
  };
}

/** Retry-After in seconds or as an HTTP date; anything else means the default pause. */
function retryAfterSeconds(header: string | null): number {
  if (!header) return DEFAULT_RETRY_AFTER_SECONDS;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? DEFAULT_RETRY_AFTER_SECONDS : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}
