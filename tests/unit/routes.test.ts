import { buildSegmentIndex, routes, slugAliases } from '@/lib/routes';
import { loadMessages, messageAt } from '../support/messages';

const firstSegment = (path: string) => path.split('/')[1] ?? '';
const index = buildSegmentIndex('kryptomat');
const english = loadMessages('en');

test('every route id is unique', () => {
  const ids = routes.map((route) => route.id);
  expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
});

test('no two first segments differ only in letter case', () => {
  const spellings = new Map<string, Set<string>>();
  for (const route of routes) {
    const segment = firstSegment(route.path);
    spellings.set(segment.toLowerCase(), (spellings.get(segment.toLowerCase()) ?? new Set()).add(segment));
  }
  const collisions = [...spellings.values()].filter((set) => set.size > 1).map((set) => [...set]);
  expect(collisions).toEqual([]);
});

test('routes that share a first segment are one page family with the same access', () => {
  const families = new Map<string, Set<string>>();
  for (const route of routes) {
    const key = firstSegment(route.path).toLowerCase();
    families.set(key, (families.get(key) ?? new Set()).add(route.family));
  }
  expect([...families].filter(([, set]) => set.size > 1)).toEqual([]);
});

test('no slug alias shadows a route', () => {
  const routeSegments = new Set(routes.map((route) => firstSegment(route.path).toLowerCase()));
  const aliases = [...Object.keys(slugAliases), 'kryptomaty', 'kryptomat'].map((alias) => alias.toLowerCase());
  expect(aliases.filter((alias) => routeSegments.has(alias))).toEqual([]);
  expect(index.size).toBe(routeSegments.size + new Set(aliases).size);
});

describe('buildSegmentIndex', () => {
  test.each([
    ['/SUMMARY', 'Summary', 'app'],
    ['/summary', 'Summary', 'app'],
    ['/home', 'Home', 'public'],
    ['/DASHBOARD_NEW', 'Dashboard_new', 'app'],
    ['/Dashboard', 'dashboard', 'app'],
    ['/LOGIN', 'login', 'auth'],
    ['/Register', 'register', 'auth'],
    ['/bitcoin_atms_details', 'Bitcoin_ATMs_Details', 'public'],
  ])('%s is found as %s (%s)', (path, canonical, family) => {
    expect(index.get(firstSegment(path).toLowerCase())).toEqual({ canonical, family });
  });

  test.each([
    ['kryptomaty', 'Bitcoin_ATMs'],
    ['KRYPTOMATY', 'Bitcoin_ATMs'],
    ['kryptomat', 'Bitcoin_ATMs_Details'],
    ['Bitcoin_geldautomat', 'Bitcoin_ATMs'],
    ['Smena_kryptomen', 'Crypto_to_crypto_swap'],
    ['krypto_geschenkgutschein', 'Crypto_gift_voucher'],
  ])('alias %s shows the page of %s', (segment, target) => {
    expect(index.get(segment.toLowerCase())).toMatchObject({ family: 'public', target });
  });

  test('the brand slug comes from configuration', () => {
    const other = buildSegmentIndex('bitomat');
    expect(other.get('bitomaty')?.target).toBe('Bitcoin_ATMs');
    expect(other.get('bitomat')?.target).toBe('Bitcoin_ATMs_Details');
    expect(other.get('kryptomaty')).toBeUndefined();
  });

  test.each(['nowhere', 'summaryx', 'api', ''])('unknown segment %j is not found', (segment) => {
    expect(index.get(segment)).toBeUndefined();
  });
});

test.each(routes.map((route) => [route.id, route.path]))('route %s (%s) has a title in messages/en.json', (id) => {
  expect(messageAt(english, `routes.${id}`)).toEqual(expect.stringMatching(/\S/));
});
