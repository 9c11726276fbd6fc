import { sql } from 'drizzle-orm';
import { advanceVisitorSells, expireCashOrders } from '@/lib/server/cash-orders';
import { getCashOrderPage } from '@/lib/server/cash-orders/page';
import { invalidateAtms } from '@/lib/server/atms/catalog';
import { chainNodeOf, reconcileChain, watchDeposits } from '@/lib/server/chain';
import { db, schema } from '@/lib/server/db';
import type { ChainNodeSettings } from '@/lib/chain/settings';
import type { RegtestNode } from '../../scripts/regtest-node.mjs';
import { machine, send, simulatedMachine } from '../support/atm';
import { continueFromTip, doubleSpendInNewBlock, startTestNode, TEST_CONFIRMATIONS } from '../support/chain';
import { expectNotFound } from '../support/api';
import { createUser, resetDatabase } from '../support/db';
import { booksBalanced } from '../support/ledger';
import { buyerCookieHeader, outboxRows, postCashSell, seedPrices } from '../support/orders';
import { signInAs, signOut } from '../support/signed-in';

/**
 * A visitor without an account sells LTC for cash at an ATM, paying on chain to the order's own address on a real
 * regtest litecoind: REQUESTED → ARRIVING when seen → ARRIVED when confirmed (booked once into ATM clearing) → the
 * machine redeems once (SELL_WITHDRAWN, clearing posted to atm_cash). The order page opens only for the placing browser.
 */

// The order page reads the browser's cookies: the placing visitor's (the capability) or none (another browser).
let mockBrowser: 'placing' | 'other' = 'placing';
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'localhost:3000' }),
  cookies: async () => ({
    get: (name: string) => {
      if (mockBrowser !== 'placing') return undefined;
      const pair = buyerCookieHeader()
        .split('; ')
        .map((cookie) => cookie.split('='))
        .find(([key]) => key === name);
      return pair ? { value: pair[1] } : undefined;
    },
  }),
}));
// The page functions read the signed-in customer from the request's cookie; here the test says who is signed in.
jest.mock('@/lib/server/auth/session/current', () => ({ requireCustomer: jest.fn() }));

let node: RegtestNode;
let ltc: ChainNodeSettings;
/** The visitor's own wallet: the hot wallet the books follow never pays. */
let outside: string;

beforeAll(async () => {
  node = await startTestNode();
  ltc = chainNodeOf('LTC')!;
  await node.rpc('createwallet', ['outside']);
  outside = await node.rpc<string>('getnewaddress', ['', 'bech32'], 'outside');
  await node.rpc('generatetoaddress', [101, outside]);
}, 60_000);
afterAll(async () => {
  await node?.stop();
});
beforeEach(async () => {
  mockBrowser = 'placing';
  signOut();
  await resetDatabase();
  invalidateAtms();
  await seedPrices();
  await continueFromTip(node);
});

const mine = (blocks = TEST_CONFIRMATIONS) => node.rpc('generatetoaddress', [blocks, outside]);
const payFromOutside = (address: string, amount: string) => node.rpc<string>('sendtoaddress', [address, amount], 'outside');
/** One pass of the chain watcher, then of the job that moves the visitors' sells. */
const watch = async () => {
  await watchDeposits(ltc);
  return advanceVisitorSells();
};

const page = (id: number) => getCashOrderPage(String(id), 'sell');
const houseBalance = async (kind: string) =>
  (
    await db().execute<{ balance: string }>(
      sql`SELECT coalesce(sum(balance), 0)::text AS balance FROM ledger_accounts WHERE kind = ${kind} AND asset = 'LTC'`,
    )
  ).rows[0]!.balance;

// LTC at 88 EUR, the machine's sell fee 4 %: 100 EUR = 1.13636364 LTC + 0.04545455 fee = 1.18181819 LTC to pay;
// 200 EUR = 2.27272728 + 0.09090910 = 2.36363638. The default allowance for unconfirmed payments is 100 EUR.
async function placeVisitorSell(cash: number) {
  const atm = await machine({ coins: ['BTC', 'LTC'] });
  const placed = await postCashSell({ atmId: atm.id, asset: 'LTC', cash, email: 'walk-in@example.test' });
  expect(placed.status).toBe(200);
  return { atm, id: placed.data.id as number, view: await page(placed.data.id) };
}

test('a visitor pays on chain within the allowance: the code works once seen, the payment is booked once, the machine redeems once', async () => {
  const { atm, id, view } = await placeVisitorSell(100);
  expect(view.order).toMatchObject({ status: 'SELL_PAYMENT_REQUESTED', reference: expect.stringMatching(/^CS-/), cash: '100' });
  expect(view.code).toBeNull();
  expect(view.payment).toMatchObject({ amount: '1.18181819', unconfirmedAllowed: true, qr: expect.anything() });
  // The address is the order's own on the orders' branch, watched by the node before the order was written.
  const [address] = await db().select().from(schema.chainDepositAddresses);
  expect(address).toMatchObject({ address: view.payment!.address, branch: 2, userId: null });
  expect((await node.rpc<{ iswatchonly: boolean }>('getaddressinfo', [address!.address], ltc.depositWallet)).iswatchonly).toBe(true);
  const driftBefore = (await reconcileChain(ltc)).drift;

  await payFromOutside(view.payment!.address, '1.18181819');
  expect(await watch()).toMatchObject({ arriving: 1 });
  const arriving = await page(id);
  expect(arriving.order.status).toBe('SELL_PAYMENT_ARRIVING');
  expect(arriving.code?.code).toMatch(/^\d{12}$/);
  expect(await houseBalance('atm_clearing')).toBe('0');

  await mine();
  expect(await watch()).toMatchObject({ arrived: 1 });
  await watch();
  expect((await page(id)).order.status).toBe('SELL_PAYMENT_ARRIVED');
  expect(await houseBalance('atm_clearing')).toBe('118181819');
  const [deposit] = await db().select().from(schema.chainDeposits);
  expect(deposit).toMatchObject({ status: 'credited', amount: 118181819n });
  // The code is e-mailed once, when it became usable.
  expect((await outboxRows()).filter((row) => row.purpose === 'cash-sell-code').map((row) => row.recipient)).toEqual([
    'walk-in@example.test',
  ]);

  const { call, sign } = await simulatedMachine(atm.id);
  const first = sign('redeem', { code: arriving.code!.code });
  expect(await send(first)).toEqual({ status: 200, body: { orderId: id, currency: 'EUR', cash: '100' } });
  expect(await call('redeem', { code: arriving.code!.code })).toEqual({ status: 409, body: { error: 'CODE_ALREADY_REDEEMED' } });
  const withdrawn = await page(id);
  expect(withdrawn).toMatchObject({ order: { status: 'SELL_WITHDRAWN' }, code: null });
  expect(await houseBalance('atm_clearing')).toBe('0');
  expect(await houseBalance('atm_cash')).toBe('113636364');
  expect(await booksBalanced()).toBe(true);
  expect((await reconcileChain(ltc)).drift).toBe(driftBefore);
});

test('above the allowance the code waits for the confirmations; a machine asking earlier is told PAYMENT_UNCONFIRMED', async () => {
  const { atm, id, view } = await placeVisitorSell(200);
  expect(view.payment).toMatchObject({ amount: '2.36363638', unconfirmedAllowed: false, confirmations: TEST_CONFIRMATIONS });
  const [order] = await db().select().from(schema.cashOrders);
  const { withdrawalCode } = await import('@/lib/server/cash-orders');

  await payFromOutside(view.payment!.address, '2.36363638');
  await watch();
  expect(await page(id)).toMatchObject({ order: { status: 'SELL_PAYMENT_ARRIVING' }, code: null });
  const { call } = await simulatedMachine(atm.id);
  expect(await call('redeem', { code: withdrawalCode(order!) })).toEqual({ status: 409, body: { error: 'PAYMENT_UNCONFIRMED' } });

  await mine();
  await watch();
  const arrived = await page(id);
  expect(arrived.order.status).toBe('SELL_PAYMENT_ARRIVED');
  expect(arrived.code?.code).toBe(withdrawalCode(order!));
  expect((await call('redeem', { code: arrived.code!.code })).status).toBe(200);
  expect((await page(id)).order.status).toBe('SELL_WITHDRAWN');
  expect(await booksBalanced()).toBe(true);
});

test('a payment the chain replaced takes the order back to awaiting payment: its code is refused until a real payment confirms', async () => {
  const { atm, id, view } = await placeVisitorSell(100);
  const [order] = await db().select().from(schema.cashOrders);
  const { withdrawalCode } = await import('@/lib/server/cash-orders');
  const txid = await payFromOutside(view.payment!.address, '1.18181819');
  await watch();
  expect((await page(id)).code?.code).toBe(withdrawalCode(order!));

  // The visitor's inputs are spent elsewhere in a block: the payment will never arrive.
  await doubleSpendInNewBlock(node, txid, 'outside');
  const pass = await watch();
  const { call } = await simulatedMachine(atm.id);
  expect(await call('redeem', { code: withdrawalCode(order!) })).toEqual({ status: 409, body: { error: 'PAYMENT_UNCONFIRMED' } });
  expect(await page(id)).toMatchObject({ order: { status: 'SELL_PAYMENT_REQUESTED' }, code: null });
  expect(pass).toMatchObject({ replaced: 1 });
  expect(await watch()).toMatchObject({ replaced: 0 });
  expect(await houseBalance('atm_clearing')).toBe('0');

  // Once replaced, the order has no unconfirmed allowance: a new payment seen opens nothing until it confirms.
  await payFromOutside(view.payment!.address, '1.18181819');
  await watch();
  expect(await page(id)).toMatchObject({ order: { status: 'SELL_PAYMENT_ARRIVING' }, code: null, payment: { unconfirmedAllowed: false } });
  expect(await call('redeem', { code: withdrawalCode(order!) })).toEqual({ status: 409, body: { error: 'PAYMENT_UNCONFIRMED' } });
  await mine();
  await watch();
  expect((await page(id)).order.status).toBe('SELL_PAYMENT_ARRIVED');
  expect(await houseBalance('atm_clearing')).toBe('118181819');
  expect((await call('redeem', { code: withdrawalCode(order!) })).status).toBe(200);
  expect(await booksBalanced()).toBe(true);
});

test('a payment of more than asked is booked whole: the order’s amount into ATM clearing, the rest to suspense for a refund', async () => {
  const { id, view } = await placeVisitorSell(100);

  await payFromOutside(view.payment!.address, '1.2');
  await mine();
  await watch();

  expect((await page(id)).order.status).toBe('SELL_PAYMENT_ARRIVED');
  expect(await houseBalance('atm_clearing')).toBe('118181819');
  expect(await houseBalance('suspense')).toBe('1818181');
  expect(await booksBalanced()).toBe(true);
});

test('an order not paid within its lifetime ends SELL_ERROR (expired); a payment after that is kept for the operator', async () => {
  const { id, view } = await placeVisitorSell(100);
  await db().execute(sql`UPDATE cash_orders SET expires_at = now() - interval '1 second'`);

  expect(await expireCashOrders()).toEqual({ expired: 1 });
  expect(await page(id)).toMatchObject({ order: { status: 'SELL_ERROR', errorReason: 'expired' }, code: null });

  await payFromOutside(view.payment!.address, '1.18181819');
  await mine();
  expect(await watch()).toMatchObject({ kept: 1 });
  expect((await page(id)).order.status).toBe('SELL_ERROR');
  const [deposit] = await db().select().from(schema.chainDeposits);
  expect(deposit).toMatchObject({ status: 'below_minimum', transactionId: null });
  expect(await booksBalanced()).toBe(true);
});

test('a payment of less than asked ends SELL_ERROR (underpaid); the coins stay accounted for as a swap underpayment is', async () => {
  const { atm, id, view } = await placeVisitorSell(100);
  const driftBefore = (await reconcileChain(ltc)).drift;
  const [order] = await db().select().from(schema.cashOrders);
  const { withdrawalCode } = await import('@/lib/server/cash-orders');

  await payFromOutside(view.payment!.address, '1.1');
  expect(await watch()).toMatchObject({ underpaid: 1 });
  expect(await page(id)).toMatchObject({ order: { status: 'SELL_ERROR', errorReason: 'underpaid' }, code: null });
  const { call } = await simulatedMachine(atm.id);
  expect(await call('redeem', { code: withdrawalCode(order!) })).toEqual({ status: 410, body: { error: 'CODE_EXPIRED' } });

  await mine();
  await watch();
  const [deposit] = await db().select().from(schema.chainDeposits);
  expect(deposit).toMatchObject({ status: 'below_minimum', amount: 110000000n, transactionId: null });
  // Nothing was booked, and the daily reconciliation counts the kept coins: the node and the books still agree.
  expect(await houseBalance('atm_clearing')).toBe('0');
  expect((await reconcileChain(ltc)).drift).toBe(driftBefore);
  expect(await booksBalanced()).toBe(true);
});

test('only the placing browser opens the order: another visitor and a signed-in customer get 404', async () => {
  const { id } = await placeVisitorSell(100);
  mockBrowser = 'other';
  signInAs(await createUser({ verificationLevel: 1 }));
  await expectNotFound(page(id));
  signOut();
  await expect(page(id)).rejects.toThrow('nobody signed in');
});
