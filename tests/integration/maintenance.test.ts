import { NextRequest } from 'next/server';
import { sql } from 'drizzle-orm';
import { GET as healthA } from '@/app/api/health/route';
import { POST as loginA } from '@/app/api/user/v1/login/route';
import { ownCashOrder, placeCashBuy } from '@/lib/server/cash-orders';
import { db } from '@/lib/server/db';
import { plannedMaintenance } from '@/lib/server/maintenance/page';
import { proxy as proxyA } from '@/proxy';
import { machine, simulatedMachine } from '../support/atm';
import { customerWithCard, resendIssuerEvent, sendIssuerEvent } from '../support/cards';
import { createUser, resetDatabase } from '../support/db';
import { balances, booksBalanced } from '../support/ledger';
import { maintenance } from '../support/maintenance';
import { messageText } from '../support/messages';
import { seedPrices } from '../support/orders';

/**
 * Maintenance across instances: the state lives in PostgreSQL and each instance reads it through its own short cache.
 * The second instance is a second copy of the app's modules (jest.isolateModules): its own cache and its own pool over
 * the same database, as another process would have.
 */
type Instance = { name: string; login: typeof loginA; proxy: typeof proxyA; health: typeof healthA; closeDb?: () => Promise<void> };

const instanceA: Instance = { name: 'A', login: loginA, proxy: proxyA, health: healthA };
let instanceB: Instance;
beforeAll(() => {
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- a second module registry is what makes a second instance */
    instanceB = {
      name: 'B',
      login: require('@/app/api/user/v1/login/route').POST,
      proxy: require('@/proxy').proxy,
      health: require('@/app/api/health/route').GET,
      closeDb: require('@/lib/server/db').closeDb,
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
});
afterAll(() => instanceB.closeDb?.());
beforeEach(resetDatabase);
afterEach(() => jest.restoreAllMocks());

const page = (instance: Instance, path = '/Home', headers: Record<string, string> = {}) =>
  instance.proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { host: 'localhost:3000', ...headers } }));
const apiCall = async (instance: Instance) => {
  const request = new NextRequest('http://localhost:3000/api/user/v1/login', {
    method: 'POST',
    headers: { host: 'localhost:3000', 'content-type': 'application/json', clienttoken: 'kryptomat-web-client-2026' },
    body: JSON.stringify({ login: 'nobody@example.test', password: 'wrong password' }),
  });
  const response = await instance.login(request, { params: Promise.resolve({}) });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { message: string } };
};
const health = async (instance: Instance) => {
  const response = await instance.health();
  return { status: response.status, body: await response.json() };
};

test('maintenance on: both instances answer pages and the API with 503 and the message; health still answers; off ends it', async () => {
  const instances = [instanceA, instanceB];
  for (const instance of instances) {
    expect((await page(instance)).status).not.toBe(503);
    expect((await apiCall(instance)).status).toBe(401);
  }
  const until = new Date(Date.now() + 2 * 3600_000 + 30 * 60_000);

  const printed = await maintenance('on', 'Upgrading', 'the', 'ledger', '--until', until.toISOString());

  expect(printed.join('\n')).toContain('Upgrading the ledger');
  for (const instance of instances) {
    const home = await page(instance);
    expect({ instance: instance.name, status: home.status, rewrite: home.headers.get('x-middleware-rewrite') }).toEqual({
      instance: instance.name,
      status: 503,
      rewrite: 'http://localhost:3000/en/maintenance',
    });
    expect(Number(home.headers.get('retry-after'))).toBeGreaterThan(2 * 3600);
    // A signed-in page and another language get the same notice, in that language.
    const czech = await page(instance, '/cs/Dashboard_new', { cookie: 'kt_session=x' });
    expect([czech.status, czech.headers.get('x-middleware-rewrite')]).toEqual([503, 'http://localhost:3000/cs/maintenance']);

    const api = await apiCall(instance);
    expect(api.status).toBe(503);
    expect(api.body.message).toBe(messageText('en', 'maintenance.apiRefusal').replace('{message}', 'Upgrading the ledger'));
    expect(Number(api.retryAfter)).toBeGreaterThan(2 * 3600);
    expect(await health(instance)).toEqual({ status: 200, body: { status: 'ok' } });
  }
  const [audit] = (await db().execute<{ action: string }>(sql`SELECT action FROM operator_audit ORDER BY id DESC LIMIT 1`)).rows;
  expect(audit).toEqual({ action: 'maintenance' });

  await maintenance('off');

  for (const instance of instances) {
    expect((await page(instance)).status).not.toBe(503);
    expect((await apiCall(instance)).status).toBe(401);
  }
});

test('a window announced with --from leaves the site up and is what the signed-in banner shows', async () => {
  const from = new Date(Date.now() + 24 * 3600_000);

  await maintenance('on', 'Card', 'provider', 'switch', '--from', from.toISOString());

  expect((await page(instanceB)).status).not.toBe(503);
  expect((await apiCall(instanceB)).status).toBe(401);
  expect(await plannedMaintenance()).toEqual({ message: 'Card provider switch', startsAt: from.toISOString(), endsAt: null });
});

test('the command refuses an empty message and an end before the start', async () => {
  await expect(maintenance('on')).rejects.toThrow('say what visitors read');
  await expect(maintenance('on', 'x', '--until', '2020-01-01T00:00Z')).rejects.toThrow('--until must be later than the start');
  await expect(maintenance('on', 'x', '--until', 'soon')).rejects.toThrow('--until takes a time');
});

const ledgerTransactions = async () =>
  (await db().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ledger_transactions`)).rows[0]!.n;

test('maintenance on: every signed machine call is 503 MAINTENANCE with Retry-After and moves nothing; after off the notes are credited once', async () => {
  await seedPrices();
  const atm = await machine();
  const user = await createUser({ verificationLevel: 1 });
  const placed = await placeCashBuy(user, { atmId: atm.id, asset: 'BTC', cash: 100 }, crypto.randomUUID());
  const { code } = await ownCashOrder(user.id, placed.id);
  const { call } = await simulatedMachine(atm.id);
  const movedBefore = await ledgerTransactions();

  await maintenance('on', 'Upgrading', 'the', 'ledger');

  // The machine shows "out of service" and asks again after Retry-After (no expected end given: five minutes).
  const outOfService = { status: 503, body: { error: 'MAINTENANCE' }, retryAfter: 300 };
  expect(await call('buy-cash', { code, cash: 100 })).toEqual(outOfService);
  expect(await call('redeem', { code })).toEqual(outOfService);
  expect(await call('heartbeat', { status: 'In operation', cash: { '20': 10 } })).toEqual(outOfService);
  expect(await balances(user.id)).toEqual({});
  expect(await ledgerTransactions()).toBe(movedBefore);
  expect((await ownCashOrder(user.id, placed.id)).status).toBe('BUY_IN_PROGRESS');

  await maintenance('off');

  expect(await call('buy-cash', { code, cash: 100 })).toEqual({
    status: 200,
    body: { orderId: placed.id, asset: 'BTC', crypto: '0.00115151' },
  });
  expect((await call('buy-cash', { code, cash: 100 })).body).toEqual({ error: 'CODE_ALREADY_REDEEMED' });
  expect(await balances(user.id)).toEqual({ 'BTC:available': '115151' });
  expect(await booksBalanced()).toBe(true);
});

test('maintenance on: the card issuer’s webhook is 503 with Retry-After and decides nothing; its retry after off is applied once', async () => {
  await seedPrices();
  const { user, issuerCardId } = await customerWithCard('50');
  const cardBalances = await balances(user.id);

  await maintenance('on', 'Upgrading', 'the', 'ledger');

  const refused = await sendIssuerEvent({
    type: 'authorization',
    card: issuerCardId,
    authorization: 'iauth_1',
    amount: 12_34,
    merchant: 'Shop',
  });
  expect(refused.status).toBe(503);
  expect(refused.response.headers.get('retry-after')).toBe('300');
  expect(await balances(user.id)).toEqual(cardBalances);

  await maintenance('off');

  // The issuer delivers the same event again, signed anew; a further retry gets the first decision and holds nothing more.
  for (let delivery = 0; delivery < 2; delivery++) {
    const applied = await resendIssuerEvent(refused.sent);
    expect([applied.status, applied.envelope]).toEqual([200, { approved: true }]);
  }
  expect(await balances(user.id)).toEqual({ 'EUR:available': '5000', 'EUR:card': '3716', 'EUR:held': '1234' });
  expect(await booksBalanced()).toBe(true);
});
