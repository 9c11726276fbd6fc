import { sql } from 'drizzle-orm';
import { POST as cancel } from '@/app/api/user/v1/cash-orders/[id]/cancel/route';
import { GET as getOrder } from '@/app/api/user/v1/cash-orders/[id]/route';
import { POST as buy } from '@/app/api/user/v1/cash-orders/buy/route';
import { POST as sell } from '@/app/api/user/v1/cash-orders/sell/route';
import { findAtm, invalidateAtms } from '@/lib/server/atms/catalog';
import { expireCashOrders } from '@/lib/server/cash-orders';
import { getCashOrderPage, getCashOrdersPage } from '@/lib/server/cash-orders/page';
import { db } from '@/lib/server/db';
import { creditFromWorld } from '@/lib/server/ledger/outside-credits';
import { inLedgerTransaction } from '@/lib/server/ledger/post';
import { callApi, expectNotFound } from '../support/api';
import { machine, send, simulatedMachine } from '../support/atm';
import { createUser, resetDatabase } from '../support/db';
import { balances, booksBalanced } from '../support/ledger';
import { seedPrices } from '../support/orders';
import { runCommand } from '@/lib/server/ops/registry';
import { signIn } from '../support/session';
import { signInAs, signOut } from '../support/signed-in';
import { translatorFor } from '@/lib/server/i18n/translate';

// The page functions read the signed-in customer from the request's cookie; here the test says who is signed in.
jest.mock('@/lib/server/auth/session/current', () => ({ requireCustomer: jest.fn() }));
beforeEach(async () => {
  signOut();
  await resetDatabase();
  invalidateAtms();
  await seedPrices();
});

async function customerWithBitcoin(sats: bigint) {
  const user = await createUser({ verificationLevel: 1 });
  await inLedgerTransaction((tx) => creditFromWorld(tx, { userId: user.id, asset: 'BTC', amount: sats, kind: 'bank-deposit' }));
  return { user, token: await signIn(user) };
}

const placeSell = (token: string, body: unknown) =>
  callApi(sell, 'user/v1/cash-orders/sell', { method: 'POST', token, body, headers: { 'idempotency-key': crypto.randomUUID() } });
const readOrder = (token: string, id: number) => callApi(getOrder, `user/v1/cash-orders/${id}`, { token, params: { id: String(id) } });

// BTC at 82,500 EUR; the machine's sell fee 4 %. 100 EUR = 0.00121213 BTC (rounded up), fee 0.00004849 BTC.
async function orderedCode() {
  const atm = await machine();
  const { user, token } = await customerWithBitcoin(1_000_000n);
  const placed = await placeSell(token, { atmId: atm.id, asset: 'BTC', cash: 100 });
  expect(placed.status).toBe(200);
  const order = await readOrder(token, placed.data.id);
  return { atm, user, token, order: order.data as { id: number; code: string; status: string } };
}

test('a sell for cash holds the crypto and fee at once and shows a withdrawal code on the order', async () => {
  const { user, order } = await orderedCode();

  expect(order).toMatchObject({ status: 'SELL_PAYMENT_ARRIVED', cash: '100', crypto: '0.00121213', fee: '0.00004849', held: '0.00126062' });
  expect(order.code).toMatch(/^\d{12}$/);
  expect(await balances(user.id)).toEqual({ 'BTC:available': String(1_000_000 - 126_062), 'BTC:held': '126062' });
});

test('a code redeems once under 20 concurrent redeems: SELL_WITHDRAWN, the hold posted to the ATM cash account', async () => {
  const { atm, user, token, order } = await orderedCode();
  const { call } = await simulatedMachine(atm.id);

  const answers = await Promise.all(Array.from({ length: 20 }, () => call('redeem', { code: order.code })));

  expect(answers.filter((answer) => answer.status === 200).map((answer) => answer.body)).toEqual([
    { orderId: order.id, currency: 'EUR', cash: '100' },
  ]);
  expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.error)).toEqual(
    Array(19).fill('CODE_ALREADY_REDEEMED'),
  );
  expect((await readOrder(token, order.id)).data).toMatchObject({ status: 'SELL_WITHDRAWN', code: null });
  expect(await balances(user.id)).toEqual({ 'BTC:available': String(1_000_000 - 126_062) });
  const atmCash = await db().execute<{ balance: string }>(sql`SELECT balance FROM ledger_accounts WHERE kind = 'atm_cash'`);
  expect(atmCash.rows).toEqual([{ balance: '121213' }]);
  expect(await booksBalanced()).toBe(true);
});

test('a redeem sent again after a lost answer (same request id) gets the first answer; another request id is refused', async () => {
  const { atm, user, order } = await orderedCode();
  const { call } = await simulatedMachine(atm.id);
  const requestId = `redeem-${crypto.randomUUID()}`;

  const first = await call('redeem', { code: order.code, requestId });
  expect(first).toEqual({ status: 200, body: { orderId: order.id, currency: 'EUR', cash: '100' } });
  // The answer was lost: the machine signs the same call again (a fresh nonce and timestamp) and may pay out.
  expect(await call('redeem', { code: order.code, requestId })).toEqual(first);
  expect(await call('redeem', { code: order.code, requestId: `redeem-${crypto.randomUUID()}` })).toEqual({
    status: 409,
    body: { error: 'CODE_ALREADY_REDEEMED' },
  });
  expect(await call('redeem', { code: order.code })).toEqual({ status: 409, body: { error: 'CODE_ALREADY_REDEEMED' } });
  // Another machine sending the same request id is not answered as the first one.
  expect(await (await simulatedMachine((await machine()).id)).call('redeem', { code: order.code, requestId })).toEqual({
    status: 409,
    body: { error: 'CODE_ALREADY_REDEEMED' },
  });

  expect(await balances(user.id)).toEqual({ 'BTC:available': String(1_000_000 - 126_062) });
  const atmCash = await db().execute<{ balance: string }>(sql`SELECT balance FROM ledger_accounts WHERE kind = 'atm_cash'`);
  expect(atmCash.rows).toEqual([{ balance: '121213' }]);
  expect(await booksBalanced()).toBe(true);
});

test('a lapsed code releases the hold (SELL_ERROR, expired) and can no longer be redeemed', async () => {
  const { atm, user, token, order } = await orderedCode();
  await db().execute(sql`UPDATE cash_orders SET expires_at = now() - interval '1 second'`);

  expect(await expireCashOrders()).toEqual({ expired: 1 });

  expect((await readOrder(token, order.id)).data).toMatchObject({ status: 'SELL_ERROR', errorReason: 'expired', code: null });
  expect(await balances(user.id)).toEqual({ 'BTC:available': '1000000' });
  const { call } = await simulatedMachine(atm.id);
  expect(await call('redeem', { code: order.code })).toEqual({ status: 410, body: { error: 'CODE_EXPIRED' } });
  expect(await booksBalanced()).toBe(true);
});

test('a replayed request, a bad signature, an unknown key and a stale timestamp are refused with their codes', async () => {
  const { atm, order } = await orderedCode();
  const { sign } = await simulatedMachine(atm.id);

  const forged = sign('redeem', { code: order.code }, { id: (await simulatedMachine(atm.id)).key.id, secret: Buffer.alloc(32, 7) });
  expect(await send(forged)).toEqual({ status: 401, body: { error: 'BAD_SIGNATURE' } });
  const unknown = sign('redeem', { code: order.code }, { id: 'atm_nobody_000000', secret: Buffer.alloc(32, 7) });
  expect(await send(unknown)).toEqual({ status: 401, body: { error: 'UNKNOWN_KEY' } });
  const tampered = sign('redeem', { code: order.code });
  expect(await send({ ...tampered, init: { ...tampered.init, body: JSON.stringify({ code: '000000000000' }) } })).toEqual({
    status: 401,
    body: { error: 'BAD_SIGNATURE' },
  });

  const heartbeat = sign('heartbeat', { status: 'In operation', cash: { '20': 100 } });
  expect((await send(heartbeat)).status).toBe(200);
  expect(await send(heartbeat)).toEqual({ status: 409, body: { error: 'REPLAYED_NONCE' } });

  const realNow = Date.now;
  Date.now = () => realNow() - 61_000;
  const stale = sign('redeem', { code: order.code });
  Date.now = realNow;
  expect(await send(stale)).toEqual({ status: 401, body: { error: 'STALE_TIMESTAMP' } });
});

test("a machine's secret is stored sealed; a key stored bare before is accepted once and sealed; a sealed copy on another key opens nothing", async () => {
  const atm = await machine();
  const { key, call } = await simulatedMachine(atm.id);
  const storedSecret = async (id: string) =>
    (await db().execute<{ secret: Buffer }>(sql`SELECT secret FROM atm_keys WHERE id = ${id}`)).rows[0]!.secret;
  const sealed = await storedSecret(key.id);
  expect(sealed.includes(key.secret)).toBe(false);
  expect(sealed.length).toBeGreaterThan(key.secret.length);
  expect((await call('heartbeat', { status: 'In operation', cash: { '20': 100 } })).status).toBe(200);

  const legacy = await simulatedMachine(atm.id);
  await db().execute(sql`UPDATE atm_keys SET secret = ${legacy.key.secret} WHERE id = ${legacy.key.id}`);
  expect((await legacy.call('heartbeat', { status: 'In operation', cash: { '20': 90 } })).status).toBe(200);
  expect((await storedSecret(legacy.key.id)).includes(legacy.key.secret)).toBe(false);
  expect((await legacy.call('heartbeat', { status: 'In operation', cash: { '20': 80 } })).status).toBe(200);

  await db().execute(sql`UPDATE atm_keys SET secret = ${sealed} WHERE id = ${legacy.key.id}`);
  expect(await legacy.call('heartbeat', { status: 'In operation', cash: { '20': 70 } })).toEqual({
    status: 401,
    body: { error: 'UNKNOWN_KEY' },
  });
});

test('atm rekey seals the machine secrets still stored bare, revoked ones too, audited; the keys keep working', async () => {
  const atm = await machine();
  const [idle, revoked, current] = [await simulatedMachine(atm.id), await simulatedMachine(atm.id), await simulatedMachine(atm.id)];
  // Keys as a release before sealing left them: the bare 32 bytes, one revoked since.
  for (const { key } of [idle, revoked]) await db().execute(sql`UPDATE atm_keys SET secret = ${key.secret} WHERE id = ${key.id}`);
  await db().execute(sql`UPDATE atm_keys SET revoked_at = now() WHERE id = ${revoked.key.id}`);
  const bareKeys = async () =>
    (await db().execute<{ id: string }>(sql`SELECT id FROM atm_keys WHERE octet_length(secret) = 32 ORDER BY id`)).rows.map(
      (row) => row.id,
    );
  expect(await bareKeys()).toEqual([idle.key.id, revoked.key.id].sort());

  const said = await runCommand(['atm', 'rekey'], 'test-operator');
  expect(said.join('\n')).toContain('sealed 2 machine secrets stored in plain text');
  expect(await bareKeys()).toEqual([]);
  const audit = await db().execute<{ action: string; details: { outcome: { sealed: string[] } } }>(
    sql`SELECT action, details FROM operator_audit`,
  );
  expect(audit.rows).toEqual([
    {
      action: 'atm rekey',
      details: expect.objectContaining({ outcome: expect.objectContaining({ sealed: [idle.key.id, revoked.key.id].sort() }) }),
    },
  ]);

  for (const signer of [idle, current]) expect((await signer.call('heartbeat', { status: 'In operation', cash: {} })).status).toBe(200);
  expect(await runCommand(['atm', 'rekey'], 'test-operator')).toEqual(['sealed 0 machine secrets stored in plain text']);
  // A secret that no longer opens (here another key's, as after a changed TOTP_ENCRYPTION_KEY) is named.
  await db().execute(
    sql`UPDATE atm_keys SET secret = (SELECT secret FROM atm_keys WHERE id = ${current.key.id}) WHERE id = ${idle.key.id}`,
  );
  expect(await runCommand(['atm', 'rekey'], 'test-operator')).toEqual([
    'sealed 0 machine secrets stored in plain text',
    `1 keys do not open under this TOTP_ENCRYPTION_KEY, issue new ones (atm key): ${idle.key.id}`,
  ]);
});

test('a heartbeat changes the status the public map and details show', async () => {
  const atm = await machine();
  const { call } = await simulatedMachine(atm.id);

  expect(await call('heartbeat', { status: 'In Maintenance', cash: { '20': 0, '50': 3 } })).toEqual({
    status: 200,
    body: { status: 'In Maintenance' },
  });
  expect((await findAtm(String(atm.id)))?.status).toBe('In Maintenance');

  await call('heartbeat', { status: 'In operation', cash: { '20': 40, '50': 3 } });
  expect((await findAtm(atm.descriptionId))?.status).toBe('In operation');
});

test('an ATM in maintenance or a sum its notes cannot make is refused, and the sixth code of a UTC day too', async () => {
  const closed = await machine({ status: 'In Maintenance' });
  const open = await machine();
  const { token } = await customerWithBitcoin(10_000_000n);

  expect((await placeSell(token, { atmId: closed.id, asset: 'BTC', cash: 100 })).status).toBe(409);
  expect((await placeSell(token, { atmId: open.id, asset: 'BTC', cash: 103 })).status).toBe(422);
  for (let i = 0; i < 5; i++) expect((await placeSell(token, { atmId: open.id, asset: 'BTC', cash: 20 })).status).toBe(200);
  const sixth = await placeSell(token, { atmId: open.id, asset: 'BTC', cash: 20 });
  expect([sixth.status, sixth.envelope.message]).toEqual([429, expect.stringContaining('00:00 UTC')]);
});

test('a machine without notes of its own pays in the banknotes of its currency, any sum of its notes is taken, others refused naming them', async () => {
  const euro = await machine({ name: 'Euro' });
  const crown = await machine({
    name: 'Crown',
    country: 'CZ',
    city: 'Praha',
    currency: 'CZK',
    minAmountMinor: 50_000,
    maxAmountMinor: 14_000_000,
  });
  const twentiesAndFifties = await machine({ name: 'Twenties and fifties', notes: [20, 50] });
  const { user, token } = await customerWithBitcoin(10_000_000n);
  signInAs(user);

  const notesOf = Object.fromEntries((await getCashOrdersPage()).machines.map((offered) => [offered.name, offered.notes]));
  expect(notesOf).toEqual({
    Euro: [5, 10, 20, 50, 100, 200, 500],
    Crown: [100, 200, 500, 1000, 2000, 5000],
    'Twenties and fifties': [20, 50],
  });

  expect((await placeSell(token, { atmId: euro.id, asset: 'BTC', cash: 25 })).status).toBe(200);
  expect((await placeSell(token, { atmId: crown.id, asset: 'BTC', cash: 700 })).status).toBe(200);
  expect((await placeSell(token, { atmId: twentiesAndFifties.id, asset: 'BTC', cash: 70 })).status).toBe(200);
  const refused = await placeSell(token, { atmId: twentiesAndFifties.id, asset: 'BTC', cash: 30 });
  expect([refused.status, refused.data.fieldErrors]).toEqual([
    422,
    { cash: translatorFor('en')('cashOrders.errors.notPayable', { notes: '20, 50', min: '20', max: '5000', currency: 'EUR' }) },
  ]);
  expect((await placeSell(token, { atmId: crown.id, asset: 'BTC', cash: 750 })).status).toBe(422);
  // The sell form shows what the customer holds of the coin: the three sells' crypto and fees are held, not gone.
  const { BTC } = (await getCashOrdersPage()).holdings;
  expect(BTC?.balance).toBe('0.1');
  expect(Number(BTC?.available)).toBeLessThan(0.1);
}, 30_000);

const placeBuy = (token: string, body: unknown) =>
  callApi(buy, 'user/v1/cash-orders/buy', { method: 'POST', token, body, headers: { 'idempotency-key': crypto.randomUUID() } });
const cancelBuy = (token: string, id: number) =>
  callApi(cancel, `user/v1/cash-orders/${id}/cancel`, { method: 'POST', token, params: { id: String(id) } });
const houseBalance = async (kind: string, asset: string) =>
  (await db().execute<{ balance: string }>(sql`SELECT balance FROM ledger_accounts WHERE kind = ${kind} AND asset = ${asset}`)).rows;

// BTC at 82,500 EUR; the machine's buy fee 5 %. 100 EUR buy 0.00121212 BTC (rounded down), fee 0.00006061 BTC.
async function orderedBuy() {
  const atm = await machine();
  const user = await createUser({ verificationLevel: 1 });
  const token = await signIn(user);
  const placed = await placeBuy(token, { atmId: atm.id, asset: 'BTC', cash: 100 });
  expect(placed.status).toBe(200);
  const order = await readOrder(token, placed.data.id);
  return { atm, user, token, order: order.data as { id: number; code: string; status: string } };
}

test('a buy at an ATM waits with a code, holds nothing, and shows the crypto after the fee', async () => {
  const { user, order } = await orderedBuy();

  expect(order).toMatchObject({ side: 'buy', status: 'BUY_IN_PROGRESS', cash: '100', crypto: '0.00115151', fee: '0.00006061', held: '0' });
  expect(order.code).toMatch(/^\d{12}$/);
  expect(await balances(user.id)).toEqual({});
});

test('the notes of a buy are credited once under 20 concurrent reports: BUY_COMPLETED, the cash in the ATM account', async () => {
  const { atm, user, token, order } = await orderedBuy();
  const { call } = await simulatedMachine(atm.id);

  const answers = await Promise.all(Array.from({ length: 20 }, () => call('buy-cash', { code: order.code, cash: 100 })));

  expect(answers.filter((answer) => answer.status === 200).map((answer) => answer.body)).toEqual([
    { orderId: order.id, asset: 'BTC', crypto: '0.00115151' },
  ]);
  expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.error)).toEqual(
    Array(19).fill('CODE_ALREADY_REDEEMED'),
  );
  expect((await readOrder(token, order.id)).data).toMatchObject({ status: 'BUY_COMPLETED', code: null });
  expect(await balances(user.id)).toEqual({ 'BTC:available': '115151' });
  expect(await houseBalance('atm_cash', 'EUR')).toEqual([{ balance: '10000' }]);
  const credits = await db().execute(sql`SELECT id FROM ledger_transactions WHERE kind = 'atm-cash'`);
  expect(credits.rows).toHaveLength(1);
  expect(await booksBalanced()).toBe(true);
});

test('a buy report sent again after a lost answer (same request id) gets the first answer: the notes are credited once', async () => {
  const { atm, user, order } = await orderedBuy();
  const { call } = await simulatedMachine(atm.id);
  const requestId = `buy-${crypto.randomUUID()}`;

  const first = await call('buy-cash', { code: order.code, cash: 100, requestId });
  expect(first).toEqual({ status: 200, body: { orderId: order.id, asset: 'BTC', crypto: '0.00115151' } });
  expect(await call('buy-cash', { code: order.code, cash: 100, requestId })).toEqual(first);
  expect(await call('buy-cash', { code: order.code, cash: 100, requestId: `buy-${crypto.randomUUID()}` })).toEqual({
    status: 409,
    body: { error: 'CODE_ALREADY_REDEEMED' },
  });

  expect(await balances(user.id)).toEqual({ 'BTC:available': '115151' });
  const credits = await db().execute(sql`SELECT id FROM ledger_transactions WHERE kind = 'atm-cash'`);
  expect(credits.rows).toHaveLength(1);
  expect(await booksBalanced()).toBe(true);
});

test('a buy reported by another machine or for another sum is refused and stays open', async () => {
  const { atm, token, order } = await orderedBuy();
  const other = await machine();

  expect(await (await simulatedMachine(other.id)).call('buy-cash', { code: order.code, cash: 100 })).toEqual({
    status: 409,
    body: { error: 'WRONG_MACHINE' },
  });
  const { call } = await simulatedMachine(atm.id);
  expect(await call('buy-cash', { code: order.code, cash: 50 })).toEqual({ status: 409, body: { error: 'AMOUNT_MISMATCH' } });
  expect(await call('buy-cash', { code: '000000000000', cash: 100 })).toEqual({ status: 404, body: { error: 'CODE_UNKNOWN' } });
  expect((await readOrder(token, order.id)).data).toMatchObject({ status: 'BUY_IN_PROGRESS' });
  expect(await booksBalanced()).toBe(true);
});

test('a buy the customer canceled, or whose code lapsed, ends BUY_CANCELED and the machine is told ORDER_CLOSED', async () => {
  const { atm, user, token, order } = await orderedBuy();
  const { call } = await simulatedMachine(atm.id);

  expect((await cancelBuy(token, order.id)).data).toMatchObject({ status: 'BUY_CANCELED', errorReason: 'canceled' });
  expect((await cancelBuy(token, order.id)).status).toBe(409);
  expect(await call('buy-cash', { code: order.code, cash: 100 })).toEqual({ status: 410, body: { error: 'ORDER_CLOSED' } });

  const lapsed = await placeBuy(token, { atmId: atm.id, asset: 'BTC', cash: 100 });
  const { code } = (await readOrder(token, lapsed.data.id)).data as { code: string };
  await db().execute(sql`UPDATE cash_orders SET expires_at = now() - interval '1 second' WHERE status = 'BUY_IN_PROGRESS'`);
  expect(await expireCashOrders()).toEqual({ expired: 1 });
  expect((await readOrder(token, lapsed.data.id)).data).toMatchObject({ status: 'BUY_CANCELED', errorReason: 'expired', code: null });
  expect(await call('buy-cash', { code, cash: 100 })).toEqual({ status: 410, body: { error: 'ORDER_CLOSED' } });

  expect(await balances(user.id)).toEqual({});
  expect(await booksBalanced()).toBe(true);
});

test("another customer cannot read or cancel a buy, and a machine's buy over the ATM limits ends BUY_ERROR", async () => {
  const { atm, token, order } = await orderedBuy();
  const stranger = await signIn(await createUser({ verificationLevel: 1 }));
  expect((await readOrder(stranger, order.id)).status).toBe(404);
  expect((await cancelBuy(stranger, order.id)).status).toBe(404);

  // The limits used meanwhile (another movement) leave no room for this buy when its notes arrive.
  await db().execute(sql`INSERT INTO limit_usage (user_id, operation, period, period_start, used_eur_minor)
    SELECT c.user_id, 'atm', p.period, ledger_period_start(p.period, now()), 100000000
      FROM cash_orders c, (VALUES ('day')) AS p(period) WHERE c.id = ${order.id}
    ON CONFLICT DO NOTHING`);
  const { call } = await simulatedMachine(atm.id);
  expect(await call('buy-cash', { code: order.code, cash: 100 })).toEqual({ status: 422, body: { error: 'BUY_LIMIT' } });
  expect((await readOrder(token, order.id)).data).toMatchObject({ status: 'BUY_ERROR', errorReason: 'limit', code: null });
  expect(await booksBalanced()).toBe(true);
});

test('the cash-order form offers machines in operation with their notes, fees and rates; the list shows the statuses', async () => {
  const open = await machine({ name: 'Open', canSell: false, notes: [20, 50], buyFeePercent: '6.00' });
  await machine({ name: 'Closed', status: 'In Maintenance' });
  const { user, token } = await customerWithBitcoin(1_000_000n);
  const placed = await placeBuy(token, { atmId: open.id, asset: 'BTC', cash: 100 });
  signInAs(user);

  const view = await getCashOrdersPage();

  expect(view.machines).toEqual([
    expect.objectContaining({ id: open.id, name: 'Open', country: 'SK', city: 'Košice', currency: 'EUR', canBuy: true, canSell: false }),
  ]);
  expect(view.machines[0]).toMatchObject({ notes: [20, 50], min: '20', max: '5000', buyFeePercent: '6.00', rates: { BTC: '82500' } });
  expect(view.orders).toEqual([expect.objectContaining({ id: placed.data.id, side: 'buy', status: 'BUY_IN_PROGRESS' })]);
});

test('/invoice shows its owner the code of a buy; another customer, or a sell, is a 404', async () => {
  const { user, order } = await orderedBuy();
  signInAs(user);
  expect(await getCashOrderPage(String(order.id), 'buy')).toMatchObject({
    order: { status: 'BUY_IN_PROGRESS' },
    atmName: 'Optima',
    code: { code: order.code },
  });
  await expectNotFound(getCashOrderPage(String(order.id), 'sell'));
  signInAs(await createUser({ verificationLevel: 1 }));
  await expectNotFound(getCashOrderPage(String(order.id), 'buy'));
});

test("atm key issues a machine's key, the machine named by its number or its readable id in any case", async () => {
  const atm = await machine({ descriptionId: 'kosice-optima' });
  // A cold catalog, as in a fresh `npm run ops`: the command must read the machine on its own transaction.
  invalidateAtms();
  for (const reference of [String(atm.id), 'Kosice-Optima']) {
    const [issued] = await runCommand(['atm', 'key', reference], 'test-operator');
    expect(issued).toMatch(new RegExp(`^ATM #${atm.id} key `));
  }
  await expect(runCommand(['atm', 'key', 'nowhere'], 'test-operator')).rejects.toThrow('no ATM nowhere');
});
