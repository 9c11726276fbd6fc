import { db } from '@/lib/server/db';
import { invalidateQuotes, latestQuotes, quoteOf } from '@/lib/server/rates/prices';
import { SIMULATED_CZK_PER_EUR, simulatedQuotes } from '@/lib/server/rates/simulated';
import { storeQuotes, upsertCoins } from '@/lib/server/rates/store';
import { resetDatabase } from '../support/db';

beforeEach(async () => {
  await resetDatabase();
  invalidateQuotes();
});

const at = new Date('2026-11-22T10:00:00Z');

test('the simulated feed lists more than 50 coins in EUR and CZK, by rank', async () => {
  await upsertCoins(db());
  await storeQuotes(db(), simulatedQuotes(at), 'simulated', at);

  const eur = await latestQuotes('EUR');
  expect(eur.length).toBeGreaterThan(50);
  expect(eur.slice(0, 2).map((quote) => quote.symbol)).toEqual(['BTC', 'ETH']);
  const btcCzk = await quoteOf('BTC', 'CZK');
  expect(Number(btcCzk?.price) / Number(eur[0]?.price)).toBeCloseTo(SIMULATED_CZK_PER_EUR, 6);
});

test('the simulated feed is deterministic per minute and moves over a day', () => {
  expect(simulatedQuotes(new Date('2026-11-22T10:00:05Z'))).toEqual(simulatedQuotes(new Date('2026-11-22T10:00:55Z')));
  const later = simulatedQuotes(new Date('2026-11-23T10:00:00Z'));
  expect(later.find((q) => q.symbol === 'BTC')?.price).not.toBe(simulatedQuotes(at).find((q) => q.symbol === 'BTC')?.price);
});

test('readers see a new price after the feed wrote it and invalidated the cache', async () => {
  await upsertCoins(db());
  await storeQuotes(db(), simulatedQuotes(at), 'simulated', at);
  const before = (await quoteOf('ETH', 'EUR'))?.price;

  const nextDay = new Date('2026-11-23T10:00:00Z');
  await storeQuotes(db(), simulatedQuotes(nextDay), 'simulated', nextDay);
  expect((await quoteOf('ETH', 'EUR'))?.price).toBe(before);
  invalidateQuotes();
  expect((await quoteOf('ETH', 'EUR'))?.price).not.toBe(before);
});
