import { NO_FILTERS, type AtmFilters } from '@/lib/atms/filter';
import { allAtms, findAtm, invalidateAtms, newestAtms, searchAtms } from '@/lib/server/atms/catalog';
import { db, schema } from '@/lib/server/db';
import { demoAtms, seedAtms } from '@/lib/server/demo/atms';
import { resetDatabase } from '../support/db';

beforeEach(async () => {
  await resetDatabase();
  invalidateAtms();
});

const search = (filters: Partial<AtmFilters>) => searchAtms({ ...NO_FILTERS, ...filters });
const names = (list: { name: string }[]) => list.map((atm) => atm.name).sort();

type AtmInsert = typeof schema.atms.$inferInsert;
const machine = (values: Pick<AtmInsert, 'descriptionId' | 'name' | 'city' | 'address'> & Partial<AtmInsert>): AtmInsert => ({
  country: 'SK',
  latitude: '48.100000',
  longitude: '17.100000',
  status: 'In operation',
  canBuy: true,
  canSell: true,
  coins: ['BTC'],
  openingHours: 'Mo-Su 09:00-21:00',
  ...values,
});

describe('the demo network', () => {
  beforeEach(() => seedAtms(db()));

  test('has 25–40 machines in CZ, SK and GR, priced in CZK in Czechia and in EUR elsewhere, with sane limits', async () => {
    const atms = await allAtms();

    expect(atms.length).toBeGreaterThanOrEqual(25);
    expect(atms.length).toBeLessThanOrEqual(40);
    expect(new Set(atms.map((atm) => atm.country))).toEqual(new Set(['CZ', 'SK', 'GR']));
    for (const atm of atms) {
      expect([atm.descriptionId, atm.currency]).toEqual([atm.descriptionId, atm.country === 'CZ' ? 'CZK' : 'EUR']);
      expect(atm.minAmountMinor).toBeLessThan(atm.maxAmountMinor);
      expect(atm.buyFeePercent).toMatch(/^\d\.\d{2}$/);
    }
    expect(new Set(atms.map((atm) => atm.descriptionId)).size).toBe(atms.length);
  });

  test('several machines share a city, so the map has clusters', async () => {
    const perCity = new Map<string, number>();
    for (const atm of await allAtms()) perCity.set(atm.city, (perCity.get(atm.city) ?? 0) + 1);

    expect(perCity.get('Praha')).toBeGreaterThanOrEqual(5);
    expect(perCity.get('Bratislava')).toBeGreaterThanOrEqual(3);
    expect(perCity.get('Athina')).toBeGreaterThanOrEqual(3);
  });

  test.each([
    ['kosice', ['Košice – Hlavná', 'Košice – OC Optima']],
    ['KOŠICE', ['Košice – Hlavná', 'Košice – OC Optima']],
    ['  Košice  ', ['Košice – Hlavná', 'Košice – OC Optima']],
    ['plzenska', ['Praha – Anděl']],
    ['vaclavske namesti', ['Praha – Václavské náměstí']],
    ['ceske budejovice', ['České Budějovice – IGY Centrum']],
    ['zilina', ['Žilina – Mirage']],
    ['praha vinohradska', ['Praha – Vinohrady']],
    ['ermou', ['Athina – Syntagma']],
  ])('searching "%s" finds %j', async (query, expected) => {
    expect(names(await search({ query }))).toEqual(expected);
  });

  test('a search that matches nothing finds nothing, and an empty one finds everything', async () => {
    expect(await search({ query: 'Wien' })).toEqual([]);
    expect(await search({ query: '' })).toHaveLength(demoAtms.length);
  });
});

describe('filters', () => {
  beforeEach(async () => {
    await db()
      .insert(schema.atms)
      .values([
        machine({ descriptionId: 'both-open', name: 'Nitra – Both', city: 'Nitra', address: 'Hlavná 1, 949 01 Nitra' }),
        machine({ descriptionId: 'buy-only', name: 'Nitra – Buy only', city: 'Nitra', address: 'Hlavná 2, 949 01 Nitra', canSell: false }),
        machine({
          descriptionId: 'sell-only',
          name: 'Trnava – Sell only',
          city: 'Trnava',
          address: 'Hlavná 3, 917 01 Trnava',
          canBuy: false,
        }),
        machine({
          descriptionId: 'broken',
          name: 'Trnava – Broken',
          city: 'Trnava',
          address: 'Hlavná 4, 917 01 Trnava',
          status: 'In Maintenance',
        }),
      ]);
  });

  test.each<[string, Partial<AtmFilters>, string[]]>([
    ['in operation', { status: 'operation' }, ['Nitra – Both', 'Nitra – Buy only', 'Trnava – Sell only']],
    ['in maintenance', { status: 'maintenance' }, ['Trnava – Broken']],
    ['buying', { buy: true }, ['Nitra – Both', 'Nitra – Buy only', 'Trnava – Broken']],
    ['selling', { sell: true }, ['Nitra – Both', 'Trnava – Broken', 'Trnava – Sell only']],
    ['buying and selling', { buy: true, sell: true }, ['Nitra – Both', 'Trnava – Broken']],
    ['buying and selling, in operation', { buy: true, sell: true, status: 'operation' }, ['Nitra – Both']],
    ['selling in Trnava', { sell: true, query: 'trnava' }, ['Trnava – Broken', 'Trnava – Sell only']],
    ['in maintenance in Nitra', { status: 'maintenance', query: 'nitra' }, []],
  ])('%s', async (_label, filters, expected) => {
    expect(names(await search(filters))).toEqual(expected);
  });
});

describe('finding one machine', () => {
  beforeEach(() => seedAtms(db()));

  test('by its numeric id or its description id in any letter case', async () => {
    const byId = await findAtm('7');
    expect(byId?.descriptionId).toBe('kosice-optima');
    expect((await findAtm('kosice-optima'))?.id).toBe(7);
    expect((await findAtm('KOSICE-OPTIMA'))?.id).toBe(7);
    expect(byId).toMatchObject({ currency: 'EUR', minAmountMinor: 2000, maxAmountMinor: 500000, latitude: 48.70528, longitude: 21.24032 });
  });

  test.each(['0', '999', 'no-such-machine', '7; DROP TABLE atms', '1e3', '', '-1'])('unknown: %j', async (reference) => {
    expect(await findAtm(reference)).toBeUndefined();
  });

  test('the newest machines come first', async () => {
    const newest = await newestAtms(3);
    expect(newest.map((atm) => atm.id)).toEqual([demoAtms.length, demoAtms.length - 1, demoAtms.length - 2]);
  });
});

test('pages read the network from memory: a new machine shows after the cache is invalidated, not per request', async () => {
  await seedAtms(db());
  const before = (await allAtms()).length;
  await db()
    .insert(schema.atms)
    .values(machine({ descriptionId: 'brand-new', name: 'Senec – New', city: 'Senec', address: 'Lichnerova 1, 903 01 Senec' }));

  expect(await allAtms()).toHaveLength(before);
  expect(await findAtm('brand-new')).toBeUndefined();
  invalidateAtms();
  expect(await allAtms()).toHaveLength(before + 1);
  expect((await findAtm('brand-new'))?.name).toBe('Senec – New');
});
