import { db } from '@/lib/server/db';
import { invalidateQuotes } from '@/lib/server/rates/prices';
import { simulatedQuotes } from '@/lib/server/rates/simulated';
import { storeQuotes, upsertCoins } from '@/lib/server/rates/store';
import { getRatesPage, getRatesStrip, STALE_AFTER_INTERVALS } from '@/lib/server/rates/page';
import { getLandingPage } from '@/lib/server/content/page';
import { resetDatabase } from '../support/db';

// The landing page also carries the brand's structured data, whose URL comes from the request's host.
jest.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'localhost:3000' }) }));

const at = new Date('2026-11-22T10:00:00Z');
const INTERVAL_MS = 60_000;
const after = (ms: number) => new Date(at.getTime() + ms);

beforeEach(async () => {
  await resetDatabase();
  invalidateQuotes();
});

async function seedPrices() {
  await upsertCoins(db());
  await storeQuotes(db(), simulatedQuotes(at), 'simulated', at);
}

const symbols = (view: { rates: { symbol: string }[] }) => view.rates.map((rate) => rate.symbol);

test('lists every coin by rank with both prices, the EUR figures and when they were written', async () => {
  await seedPrices();

  const view = await getRatesPage({}, after(1000));

  expect(view.total).toBe(56);
  expect(view.rates).toHaveLength(56);
  expect(symbols(view).slice(0, 3)).toEqual(['BTC', 'ETH', 'USDT']);
  const btc = simulatedQuotes(at).filter((quote) => quote.symbol === 'BTC');
  expect(view.rates[0]).toEqual({
    rank: 1,
    symbol: 'BTC',
    name: 'Bitcoin',
    priceEur: btc.find((quote) => quote.currency === 'EUR')?.price,
    priceCzk: btc.find((quote) => quote.currency === 'CZK')?.price,
    change24hPercent: btc[0]?.change24hPercent,
    marketCapEur: btc.find((quote) => quote.currency === 'EUR')?.marketCap,
    volumeEur: btc.find((quote) => quote.currency === 'EUR')?.volume24h,
  });
  expect(view).toMatchObject({ query: '', sort: 'rank', direction: 'asc', updatedAt: at, stale: false });
});

test('searches names and symbols, case-insensitively', async () => {
  await seedPrices();

  expect(symbols(await getRatesPage({ q: 'bitcoin' }, at))).toEqual(['BTC', 'BCH']);
  expect(symbols(await getRatesPage({ q: ' LTC ' }, at))).toEqual(['LTC']);
  expect(symbols(await getRatesPage({ q: 'doge' }, at))).toEqual(['DOGE']);
  const none = await getRatesPage({ q: 'no such coin' }, at);
  expect(none.rates).toEqual([]);
  expect(none.total).toBe(56);
});

test('sorts by each column in both directions; figures sort as numbers, not as text', async () => {
  await seedPrices();

  const byName = await getRatesPage({ sort: 'name' }, at);
  const names = byName.rates.map((rate) => rate.name);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  expect(byName.direction).toBe('asc');

  const byPrice = await getRatesPage({ sort: 'price' }, at);
  expect(byPrice.direction).toBe('desc');
  expect(byPrice.rates[0]?.symbol).toBe('BTC');
  const prices = byPrice.rates.map((rate) => Number(rate.priceEur));
  expect(prices).toEqual([...prices].sort((a, b) => b - a));

  const changesUp = (await getRatesPage({ sort: 'change', dir: 'asc' }, at)).rates.map((rate) => Number(rate.change24hPercent));
  expect(changesUp).toEqual([...changesUp].sort((a, b) => a - b));
  expect(changesUp[0]).toBeLessThan(0);

  for (const sort of ['marketCap', 'volume'] as const) {
    const field = sort === 'marketCap' ? 'marketCapEur' : 'volumeEur';
    const values = (await getRatesPage({ sort }, at)).rates.map((rate) => Number(rate[field]));
    expect(values).toEqual([...values].sort((a, b) => b - a));
  }
});

test('unknown or repeated URL parameters fall back to the defaults instead of failing', async () => {
  await seedPrices();

  const view = await getRatesPage({ sort: 'DROP TABLE', dir: 'sideways', q: ['eth', 'btc'] }, at);

  expect(view).toMatchObject({ sort: 'rank', direction: 'asc', query: 'eth' });
  expect(symbols(view)).toContain('ETH');
  expect((await getRatesPage({ q: 'x'.repeat(500) }, at)).query).toHaveLength(50);
});

test(`prices older than ${STALE_AFTER_INTERVALS} refresh intervals are marked stale`, async () => {
  await seedPrices();

  expect((await getRatesPage({}, after(STALE_AFTER_INTERVALS * INTERVAL_MS))).stale).toBe(false);
  expect((await getRatesPage({}, after(STALE_AFTER_INTERVALS * INTERVAL_MS + 1000))).stale).toBe(true);
  expect((await getRatesStrip(6, after(10 * INTERVAL_MS))).stale).toBe(true);
});

test('before the first refresh there is nothing to list and no time to show', async () => {
  const view = await getRatesPage({}, at);
  expect(view).toMatchObject({ rates: [], total: 0, updatedAt: null });
});

test('the landing page shows the top six coins', async () => {
  await seedPrices();
  expect(symbols((await getLandingPage()).rates)).toEqual(['BTC', 'ETH', 'USDT', 'XRP', 'BNB', 'SOL']);
});
