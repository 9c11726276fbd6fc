import { readFileSync } from 'node:fs';
import path from 'node:path';
import { db, schema } from '@/lib/server/db';
import { coinDefinitions } from '@/lib/server/rates/coins';
import { coinGeckoSource } from '@/lib/server/rates/coingecko';
import { createPriceFeed, priceSourceFrom } from '@/lib/server/rates/feed';
import { invalidateQuotes, latestQuotes, quoteOf } from '@/lib/server/rates/prices';
import { simulatedQuotes, simulatedSource } from '@/lib/server/rates/simulated';
import { storeQuotes, upsertCoins } from '@/lib/server/rates/store';
import type { PriceSource } from '@/lib/server/rates/source';
import { resetDatabase } from '../support/db';
import { envFrom } from '../support/env';

const fixture = (currency: 'eur' | 'czk') =>
  readFileSync(path.join(__dirname, '../fixtures/coingecko', `markets-${currency}.json`), 'utf8');
const BASE_URL = 'https://api.coingecko.test/api/v3';
const INTERVAL = 60;
const at = new Date('2026-11-22T10:00:00Z');
const later = (seconds: number) => new Date(at.getTime() + seconds * 1000);

type Answer = (url: URL, init?: RequestInit) => Promise<Response>;

/** A fetch that answers from recorded files (or a given answer) and remembers every call; no network. */
function recordedFetch(
  answer: Answer = async (url) => new Response(fixture(url.searchParams.get('vs_currency') as 'eur' | 'czk'), { status: 200 }),
) {
  const calls: { url: URL; headers: Record<string, string> }[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    return answer(url, init);
  }) as typeof fetch;
  return { fetchImpl, calls };
}

const coinGecko = (answer?: Answer, extra: { apiKey?: string; timeoutMs?: number } = {}) => {
  const recorded = recordedFetch(answer);
  return { source: coinGeckoSource({ baseUrl: BASE_URL, fetch: recorded.fetchImpl, ...extra }), calls: recorded.calls };
};

async function seedSimulatedPrices(when = at) {
  await upsertCoins(db());
  await storeQuotes(db(), simulatedQuotes(when), 'simulated', when);
}

const storedPrice = async (symbol: string, currency: 'EUR' | 'CZK') => {
  invalidateQuotes();
  return (await quoteOf(symbol, currency))?.price;
};

let errors: jest.SpyInstance;

beforeEach(async () => {
  await resetDatabase();
  invalidateQuotes();
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => errors.mockRestore());

describe('the CoinGecko adapter (recorded answers)', () => {
  test('maps every listed coin in EUR and CZK to decimal strings, asking once per currency', async () => {
    const { source, calls } = coinGecko(undefined, { apiKey: 'demo-key' });

    const quotes = await source.fetchQuotes(at);

    expect(calls.map((call) => call.url.searchParams.get('vs_currency')).sort()).toEqual(['czk', 'eur']);
    for (const call of calls) {
      expect(`${call.url.origin}${call.url.pathname}`).toBe(`${BASE_URL}/coins/markets`);
      expect(call.url.searchParams.get('ids')?.split(',').sort()).toEqual(coinDefinitions.map((coin) => coin.coingeckoId).sort());
      expect(call.headers['x-cg-demo-api-key']).toBe('demo-key');
    }
    expect(quotes).toHaveLength(coinDefinitions.length * 2);
    expect(quotes.find((q) => q.symbol === 'BTC' && q.currency === 'EUR')).toEqual({
      symbol: 'BTC',
      currency: 'EUR',
      price: '84101.4250000000',
      change24hPercent: '-1.8088',
      marketCap: '1677823428750.00',
      volume24h: '79049979621.00',
    });
    expect(quotes.find((q) => q.symbol === 'BTC' && q.currency === 'CZK')?.price).toBe('2044085.1000000000');
    // A price the API wrote in exponent form is stored as a plain decimal.
    expect(quotes.find((q) => q.symbol === 'PEPE' && q.currency === 'EUR')?.price).toBe('0.0000101653');
    // No 24 h change in the answer (a new listing) reads as no change rather than a failed refresh.
    expect(quotes.find((q) => q.symbol === 'XEM' && q.currency === 'EUR')?.change24hPercent).toBe('0.0000');
  });

  test('sends no key header when none is configured', async () => {
    const { source, calls } = coinGecko();
    await source.fetchQuotes(at);
    expect(calls[0]?.headers).not.toHaveProperty('x-cg-demo-api-key');
  });

  test('a coin the answer gives no price for is left out, the others still count', async () => {
    const { source } = coinGecko(async (url) => {
      const rows = JSON.parse(fixture(url.searchParams.get('vs_currency') as 'eur')) as { id: string; current_price: unknown }[];
      for (const row of rows) {
        if (row.id === 'litecoin') row.current_price = null;
        if (row.id === 'solana') row.current_price = 'lots';
      }
      return Response.json([...rows, { id: 'not-a-listed-coin', current_price: 1 }]);
    });

    const symbols = new Set((await source.fetchQuotes(at)).map((quote) => quote.symbol));

    expect(symbols.has('LTC')).toBe(false);
    expect(symbols.has('SOL')).toBe(false);
    expect(symbols.has('BTC')).toBe(true);
    expect(symbols.size).toBe(coinDefinitions.length - 2);
  });

  test('is what PRICE_FEED=coingecko selects; the default is the simulated feed', () => {
    expect(priceSourceFrom(envFrom({ PRICE_FEED: 'coingecko' })).name).toBe('coingecko');
    expect(priceSourceFrom(envFrom()).name).toBe('simulated');
    expect(envFrom().PRICE_REFRESH_SECONDS).toBe(60);
    expect(() => envFrom({ PRICE_FEED: 'random' })).toThrow(/PRICE_FEED/);
  });
});

describe('the refresh job', () => {
  test('writes the source’s quotes and readers see them at once (the cache is invalidated)', async () => {
    await seedSimulatedPrices(later(-3600));
    const before = (await latestQuotes('EUR')).find((quote) => quote.symbol === 'BTC')?.price;
    const { source } = coinGecko();

    expect(await createPriceFeed(source, INTERVAL).refresh(at)).toBe('refreshed');

    const btc = (await latestQuotes('EUR')).find((quote) => quote.symbol === 'BTC');
    expect(btc?.price).not.toBe(before);
    expect(btc?.price).toBe('84101.4250000000');
    expect(btc?.updatedAt).toEqual(at);
    const rows = await db().select().from(schema.coinPrices);
    expect(rows).toHaveLength(coinDefinitions.length * 2);
    expect(new Set(rows.map((row) => row.source))).toEqual(new Set(['coingecko']));
  });

  test('creates the listed coins on a database without them (production without demo data)', async () => {
    expect(await createPriceFeed(simulatedSource, INTERVAL).refresh(at)).toBe('refreshed');
    expect(await db().$count(schema.coins)).toBe(coinDefinitions.length);
    expect((await latestQuotes('CZK')).length).toBe(coinDefinitions.length);
  });

  test.each([
    ['HTTP 500', async () => new Response('Internal Server Error', { status: 500 }), /HTTP 500/],
    [
      'an HTML error page',
      async () => new Response('<html>Bad gateway</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
      /not JSON/,
    ],
    [
      'an object instead of a list',
      async () => Response.json({ status: { error_code: 10002, error_message: 'API key missing' } }),
      /not a list/,
    ],
    ['a refused connection', async () => Promise.reject(new TypeError('fetch failed')), /request for (EUR|CZK) failed/],
  ] as const)('on %s the last prices stay and the failure is logged', async (_case, answer, logged) => {
    await seedSimulatedPrices(later(-3600));
    const before = await storedPrice('ETH', 'EUR');

    expect(await createPriceFeed(coinGecko(answer).source, INTERVAL).refresh(at)).toBe('failed');

    expect(await storedPrice('ETH', 'EUR')).toBe(before);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(logged));
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('keeping the last prices'));
  });

  test('a source that does not answer in time fails the refresh after the timeout', async () => {
    await seedSimulatedPrices(later(-3600));
    const before = await storedPrice('BTC', 'CZK');
    const hanging: Answer = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true }));
    const started = Date.now();

    expect(await createPriceFeed(coinGecko(hanging, { timeoutMs: 100 }).source, INTERVAL).refresh(at)).toBe('failed');

    expect(Date.now() - started).toBeLessThan(5_000);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/no answer for (EUR|CZK) within 100 ms/));
    expect(await storedPrice('BTC', 'CZK')).toBe(before);
  });

  test('HTTP 429 keeps the prices and pauses the feed for Retry-After, then it asks again', async () => {
    await seedSimulatedPrices(later(-3600));
    const before = await storedPrice('BTC', 'EUR');
    let limited = true;
    const { source, calls } = coinGecko(async (url) =>
      limited
        ? new Response('{"status":{"error_code":429}}', { status: 429, headers: { 'retry-after': '120' } })
        : new Response(fixture(url.searchParams.get('vs_currency') as 'eur')),
    );
    const feed = createPriceFeed(source, INTERVAL);

    expect(await feed.refresh(at)).toBe('failed');
    expect(await storedPrice('BTC', 'EUR')).toBe(before);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/429.*next attempt after 2026-11-22T10:02:00.000Z/));

    const callsWhileLimited = calls.length;
    limited = false;
    expect(await feed.refresh(later(60))).toBe('paused');
    expect(calls.length).toBe(callsWhileLimited);

    expect(await feed.refresh(later(121))).toBe('refreshed');
    expect(await storedPrice('BTC', 'EUR')).toBe('84101.4250000000');
  });

  test('skips while this source’s prices are younger than the interval (another instance refreshed)', async () => {
    const fetchQuotes = jest.fn(async (when: Date) => simulatedQuotes(when));
    const source: PriceSource = { name: 'simulated', fetchQuotes };
    const instanceA = createPriceFeed(source, INTERVAL);
    const instanceB = createPriceFeed(source, INTERVAL);

    expect(await instanceA.refresh(at)).toBe('refreshed');
    expect(await instanceB.refresh(later(30))).toBe('fresh');
    expect(await instanceB.refresh(later(60))).toBe('refreshed');
    expect(fetchQuotes).toHaveBeenCalledTimes(2);
  });

  test('prices of another source do not count as fresh: a switch to CoinGecko refreshes at once', async () => {
    await seedSimulatedPrices(at);
    expect(await createPriceFeed(coinGecko().source, INTERVAL).refresh(later(1))).toBe('refreshed');
  });

  test('the advisory lock lets only one of two concurrent refreshes (two instances) ask the source', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchQuotes = jest.fn(async (when: Date) => {
      await gate;
      return simulatedQuotes(when);
    });
    const source: PriceSource = { name: 'simulated', fetchQuotes };

    const first = createPriceFeed(source, INTERVAL).refresh(at);
    await waitFor(() => fetchQuotes.mock.calls.length === 1);
    const second = await createPriceFeed(source, INTERVAL).refresh(at);
    release();

    expect(second).toBe('busy');
    expect(await first).toBe('refreshed');
    expect(fetchQuotes).toHaveBeenCalledTimes(1);
    // The lock ends with its transaction: the next due refresh goes ahead.
    expect(await createPriceFeed(source, INTERVAL).refresh(later(INTERVAL))).toBe('refreshed');
  });
});

async function waitFor(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  if (!condition()) throw new Error('condition not reached');
}

test('an invalidation reaches every copy of the prices module (Next bundles instrumentation and pages apart)', async () => {
  await seedSimulatedPrices(later(-3600));
  let pageCopy: typeof import('@/lib/server/rates/prices') | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    pageCopy = require('@/lib/server/rates/prices');
  });
  if (!pageCopy) throw new Error('no second copy');
  const before = (await pageCopy.quoteOf('BTC', 'EUR'))?.price;

  await createPriceFeed(simulatedSource, INTERVAL).refresh(at);

  const after = (await pageCopy.quoteOf('BTC', 'EUR'))?.price;
  expect(after).not.toBe(before);
  expect(after).toBe(simulatedQuotes(at).find((quote) => quote.symbol === 'BTC' && quote.currency === 'EUR')?.price);
});
