import { and, eq, like, sql } from 'drizzle-orm';
import {
  addWithdrawalAddress,
  cancelWithdrawalAddress,
  chainNodeOf,
  depositAddressFor,
  reconcileChain,
  removeWithdrawalAddress,
  requestWithdrawal,
  sendWithdrawalAddressCode,
  sendWithdrawals,
  signWithdrawal,
  watchDeposits,
  withdrawalAddressCancelOffer,
} from '@/lib/server/chain';
import { db, schema } from '@/lib/server/db';
import { availableBalance, trialBalance } from '@/lib/server/ledger';
import { runCommand } from '@/lib/server/ops/registry';
import type { ChainNodeSettings } from '@/lib/chain/settings';
import { continueFromTip, startTestNode, TEST_CONFIRMATIONS } from '../support/chain';
import { createUser, resetDatabase } from '../support/db';
import { callApi } from '../support/api';
import { signIn } from '../support/session';
import { POST as addAddressRoute } from '@/app/api/user/v1/chain/withdrawal-addresses/route';
import { POST as withdrawRoute } from '@/app/api/user/v1/chain/withdrawals/route';
import { POST as cancelRoute } from '@/app/api/public/v1/withdrawal-address-cancel/route';
import { seedPrices } from '../support/orders';
import { getCryptoWithdrawPage } from '@/lib/server/chain/page';
import { signInAs, signOut } from '../support/signed-in';

// The page functions read the signed-in customer from the request's cookie; here the test says who is signed in.
jest.mock('@/lib/server/auth/session/current', () => ({ requireCustomer: jest.fn() }));

type TestNode = Awaited<ReturnType<typeof startTestNode>>;
let node: TestNode;
let ltc: ChainNodeSettings;
/** Blocks are mined to a wallet outside the app, never to the hot wallet, whose balance only the tests move. */
let miner: string;
const mineElsewhere = (blocks: number) => node.rpc<string[]>('generatetoaddress', [blocks, miner]);
/** A fresh address of that outside wallet for each test: the customer's own wallet. */
let outside: string;

beforeAll(async () => {
  node = await startTestNode({ approveAbove: '2' });
  ltc = chainNodeOf('LTC')!;
  await node.rpc('createwallet', ['outside']);
  miner = await node.rpc<string>('getnewaddress', ['', 'bech32'], 'outside');
  // Every block reward of the hot wallet matures now, so its balance changes only by what the tests send and receive.
  await mineElsewhere(101);
}, 60_000);
afterAll(async () => {
  await node?.stop();
});
beforeEach(async () => {
  await resetDatabase();
  await seedPrices();
  await continueFromTip(node);
  outside = await node.rpc<string>('getnewaddress', ['', 'bech32'], 'outside');
});

const LITOSHI = 100_000_000n;
type User = Awaited<ReturnType<typeof createUser>>;

/** A level-2 customer whose LTC arrived on chain: paid to their deposit address, confirmed and credited. */
async function customerWithCoins(amount: string): Promise<User> {
  const user = await createUser({ verificationLevel: 2 });
  await node.pay(await depositAddressFor(ltc, user.id), amount);
  await mineElsewhere(TEST_CONFIRMATIONS);
  await watchDeposits(ltc);
  return user;
}

/** Adds an address the way a customer without an authenticator does: the code from the e-mail. */
async function saveAddress(user: User, address: string) {
  await sendWithdrawalAddressCode(user);
  const [mail] = await db()
    .select()
    .from(schema.outbox)
    .where(and(eq(schema.outbox.recipient, user.email), eq(schema.outbox.purpose, 'withdrawal-address-code')));
  const code = /\b(\d{6})\b/.exec(mail!.textBody!)![1]!;
  return addWithdrawalAddress(user, { asset: 'LTC', address, label: 'My wallet', code });
}

/** The address's wait is over (or, with hours > 0, has that many hours left). */
const setWaitLeft = (id: number, hours: number) =>
  db()
    .update(schema.chainWithdrawalAddresses)
    .set({ usableAt: sql`now() + make_interval(hours => ${hours})` })
    .where(eq(schema.chainWithdrawalAddresses.id, id));

let keys = 0;
const withdraw = (user: User, address: number, amount: string) => requestWithdrawal(user, { address, amount }, `key-${++keys}`);

const withdrawalRow = async (id: number) =>
  (await db().select().from(schema.chainWithdrawals).where(eq(schema.chainWithdrawals.id, id)))[0]!;

/** How many transactions of the outside wallet paid `address`. */
async function paymentsTo(address: string): Promise<{ txid: string; amount: number }[]> {
  const received = await node.rpc<{ address: string; txids: string[]; amount: number }[]>(
    'listreceivedbyaddress',
    [0, false, false, address],
    'outside',
  );
  return (received[0]?.txids ?? []).map((txid) => ({ txid, amount: received[0]!.amount }));
}

async function expectBalancedBooks() {
  const totals = new Map<string, bigint>();
  for (const row of await trialBalance(db())) totals.set(row.asset, (totals.get(row.asset) ?? 0n) + BigInt(row.total));
  for (const [, total] of totals) expect(total).toBe(0n);
}

test('a new address needs the e-mailed code, is valid for the network, waits 24 hours and the e-mail links to its cancel page', async () => {
  const user = await customerWithCoins('1');
  await expect(addWithdrawalAddress(user, { asset: 'LTC', address: outside, label: 'x', code: '000000' })).rejects.toMatchObject({
    status: 422,
  });
  await expect(
    addWithdrawalAddress(user, { asset: 'LTC', address: 'ltc1qg82tpwgvd4yx2ym2hcrm84hf2ml5fxnjgnsh0n', label: 'x', code: '000000' }),
  ).rejects.toMatchObject({
    status: 422,
    extra: {
      fieldErrors: {
        address: { key: 'chain.errors.addressFormat', values: { network: 'Litecoin regtest', prefixes: 'rltc1…, m…, n…, Q…, 2…' } },
      },
    },
  });
  const saved = await saveAddress(user, outside);
  expect(saved).toMatchObject({ address: outside, usable: false });
  expect(new Date(saved.usableAt).getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);

  const [announced] = await db()
    .select()
    .from(schema.outbox)
    .where(and(eq(schema.outbox.recipient, user.email), eq(schema.outbox.purpose, 'withdrawal-address-added')));
  expect(announced!.textBody).toContain(outside);
  expect(announced!.textBody).toContain('/cancel-withdrawal-address/');
});

/** The cancel link of the "new address" e-mail sent for `address`. */
async function cancelTokenFor(user: User, address: string): Promise<string> {
  const mails = await db()
    .select()
    .from(schema.outbox)
    .where(and(eq(schema.outbox.recipient, user.email), eq(schema.outbox.purpose, 'withdrawal-address-added')));
  const mail = mails.find((candidate) => candidate.textBody?.includes(address))!;
  return /\/cancel-withdrawal-address\/([\w-]+)/.exec(mail.textBody!)![1]!;
}

test('the e-mail’s cancel link: shows the waiting address, cancels it without a session, then says it was used; an expired or wrong link says so', async () => {
  const user = await customerWithCoins('1');
  const saved = await saveAddress(user, outside);
  const token = await cancelTokenFor(user, outside);
  expect(await withdrawalAddressCancelOffer(token)).toMatchObject({ state: 'open', asset: 'LTC', address: outside, label: 'My wallet' });
  // Opening the page changes nothing: a mail scanner following the link cancels nothing.
  expect(await db().select().from(schema.chainWithdrawalAddresses)).toHaveLength(1);

  // The page's button: the public call, with no session at all.
  const cancelled = await callApi(cancelRoute, 'public/v1/withdrawal-address-cancel', {
    method: 'POST',
    body: { token },
    headers: { lang: 'en' },
  });
  expect(cancelled.status).toBe(200);
  expect(cancelled.data).toMatchObject({ state: 'cancelled', address: outside });
  expect(await db().select().from(schema.chainWithdrawalAddresses)).toEqual([]);
  await expect(withdraw(user, saved.id, '0.1')).rejects.toMatchObject({ status: 404 });
  // Used again: the address is gone, and the link says so rather than calling itself unknown.
  expect(await cancelWithdrawalAddress(token)).toMatchObject({ state: 'removed', address: outside });
  expect(await withdrawalAddressCancelOffer(token)).toMatchObject({ state: 'removed' });

  // After the 24 hours the link no longer deletes: the address is in use, and the address book removes it.
  // (Another customer: a second e-mailed code would wait for the first one's resend time.)
  const other = await createUser({ verificationLevel: 2 });
  const second = await node.rpc<string>('getnewaddress', ['', 'bech32'], 'outside');
  const kept = await saveAddress(other, second);
  const late = await cancelTokenFor(other, second);
  await setWaitLeft(kept.id, 0);
  expect(await withdrawalAddressCancelOffer(late)).toMatchObject({ state: 'expired', address: second });
  expect(await cancelWithdrawalAddress(late)).toMatchObject({ state: 'expired' });
  expect(await db().select().from(schema.chainWithdrawalAddresses)).toHaveLength(1);
  // Removed in the address book: its link then says it was removed.
  await removeWithdrawalAddress(other.id, kept.id);
  expect(await cancelWithdrawalAddress(late)).toMatchObject({ state: 'removed', address: second });

  // A wrong or mangled link.
  expect(await cancelWithdrawalAddress('A'.repeat(43))).toEqual({ state: 'unknown' });
  expect(await withdrawalAddressCancelOffer('not-a-token')).toEqual({ state: 'unknown' });
});

/** What the customer was told about withdrawals: the bell's notices and the e-mails, by outcome. */
async function toldAbout(user: User) {
  const bell = await db()
    .select({ values: schema.broadcasts.noticeValues, link: schema.broadcasts.link })
    .from(schema.broadcasts)
    .where(and(eq(schema.broadcasts.toId, user.id), eq(schema.broadcasts.notice, 'cryptoWithdrawal')));
  const mails = await db()
    .select({ purpose: schema.outbox.purpose, text: schema.outbox.textBody })
    .from(schema.outbox)
    .where(and(eq(schema.outbox.recipient, user.email), like(schema.outbox.purpose, 'crypto-withdrawal-%')));
  return {
    bell: bell.map((row) => (row.values as { outcome: string }).outcome).sort(),
    mails: mails.map((row) => row.purpose).sort(),
    links: bell.map((row) => row.link),
    texts: mails.map((row) => row.text),
  };
}

test('the customer gets the notice and the e-mail once when the withdrawal is sent and once when it is confirmed, however often the job passes', async () => {
  const user = await customerWithCoins('1');
  const saved = await saveAddress(user, outside);
  await setWaitLeft(saved.id, 0);
  const { withdrawal } = await withdraw(user, saved.id, '0.25');
  expect((await toldAbout(user)).bell).toEqual([]);

  await sendWithdrawals(ltc);
  expect(await toldAbout(user)).toMatchObject({ bell: ['sent'], mails: ['crypto-withdrawal-sent'] });
  const { txid } = await withdrawalRow(withdrawal);
  expect((await toldAbout(user)).texts[0]).toContain(txid!);

  // The broadcast repeated (a retry after a crash before the row said "broadcast"): still told once.
  await db().update(schema.chainWithdrawals).set({ status: 'signed' }).where(eq(schema.chainWithdrawals.id, withdrawal));
  await Promise.all([sendWithdrawals(ltc), sendWithdrawals(ltc)]);
  expect(await toldAbout(user)).toMatchObject({ bell: ['sent'], mails: ['crypto-withdrawal-sent'] });

  await mineElsewhere(TEST_CONFIRMATIONS);
  await Promise.all([sendWithdrawals(ltc), sendWithdrawals(ltc)]);
  await sendWithdrawals(ltc);
  const told = await toldAbout(user);
  expect(told).toMatchObject({
    bell: ['confirmed', 'sent'],
    mails: ['crypto-withdrawal-confirmed', 'crypto-withdrawal-sent'],
  });
  expect(told.links).toEqual(['/Transactions_crypto_withdraw?asset=LTC', '/Transactions_crypto_withdraw?asset=LTC']);
});

test('a withdrawal to a 23-hour-old address is refused; after 24 hours it is held, signed, broadcast and confirmed', async () => {
  const user = await customerWithCoins('1');
  const saved = await saveAddress(user, outside);
  await setWaitLeft(saved.id, 1);
  await expect(withdraw(user, saved.id, '0.3')).rejects.toMatchObject({ status: 409, messageKey: 'chain.errors.addressWaiting' });
  expect(await availableBalance(db(), user.id, 'LTC')).toBe(LITOSHI);

  await setWaitLeft(saved.id, 0);
  await expect(withdraw(user, saved.id, '0.0001')).rejects.toMatchObject({ status: 422, messageKey: 'chain.errors.belowMinimum' });
  await expect(withdraw(user, saved.id, '11')).rejects.toMatchObject({ status: 422, messageKey: 'chain.errors.aboveMaximum' });
  const receipt = await withdraw(user, saved.id, '0.3');
  expect(receipt).toMatchObject({ amount: '0.3', fee: '0', display: 'Init' });
  expect(await availableBalance(db(), user.id, 'LTC')).toBe(LITOSHI - (LITOSHI * 3n) / 10n);

  expect(await sendWithdrawals(ltc)).toMatchObject({ signed: 1, broadcast: 1, confirmed: 0 });
  const sent = await withdrawalRow(receipt.withdrawal);
  expect(sent).toMatchObject({ status: 'broadcast' });
  expect(await paymentsTo(outside)).toEqual([{ txid: sent.txid, amount: 0.3 }]);

  await mineElsewhere(TEST_CONFIRMATIONS);
  expect(await sendWithdrawals(ltc)).toMatchObject({ confirmed: 1 });
  expect(await withdrawalRow(receipt.withdrawal)).toMatchObject({ status: 'confirmed', confirmations: TEST_CONFIRMATIONS });
  expect(sent.networkFee! > 0n).toBe(true);
  await expectBalancedBooks();
  expect((await reconcileChain(ltc)).drift).toBe((await reconcileChain(ltc)).drift);
});

test('a crash between signing and broadcasting: the job again sends the stored transaction, exactly one on chain', async () => {
  const user = await customerWithCoins('1');
  const saved = await saveAddress(user, outside);
  await setWaitLeft(saved.id, 0);
  const { withdrawal } = await withdraw(user, saved.id, '0.25');
  // The sign step alone, then "the process dies": nothing was broadcast.
  expect(await signWithdrawal(ltc, withdrawal)).toBe(true);
  const signed = await withdrawalRow(withdrawal);
  expect(signed).toMatchObject({ status: 'signed' });
  expect(await paymentsTo(outside)).toEqual([]);

  // The job runs again (twice, and a re-broadcast after it was mined answers "already in block chain").
  await sendWithdrawals(ltc);
  await sendWithdrawals(ltc);
  await mineElsewhere(1);
  await db().update(schema.chainWithdrawals).set({ status: 'signed' }).where(eq(schema.chainWithdrawals.id, withdrawal));
  await sendWithdrawals(ltc);
  expect(await withdrawalRow(withdrawal)).toMatchObject({ status: 'broadcast', txid: signed.txid, rawTx: signed.rawTx });
  expect(await paymentsTo(outside)).toEqual([{ txid: signed.txid, amount: 0.25 }]);
  await mineElsewhere(TEST_CONFIRMATIONS);
  await sendWithdrawals(ltc);
  expect(await withdrawalRow(withdrawal)).toMatchObject({ status: 'confirmed' });
  await expectBalancedBooks();
});

test('the node stopped during a withdrawal: it waits as Process, then completes when the node is back', async () => {
  const user = await customerWithCoins('1');
  const saved = await saveAddress(user, outside);
  await setWaitLeft(saved.id, 0);
  const { withdrawal } = await withdraw(user, saved.id, '0.2');
  expect(await signWithdrawal(ltc, withdrawal)).toBe(true);
  await node.restart(async () => {
    await expect(sendWithdrawals(ltc)).rejects.toThrow(/node unavailable/);
    expect(await withdrawalRow(withdrawal)).toMatchObject({ status: 'signed' });
  });
  // The harness reloads the app's wallets; the test's own wallet too, as a node's wallets do not reload by themselves.
  await node.rpc('loadwallet', ['outside']);
  expect(await sendWithdrawals(ltc)).toMatchObject({ broadcast: 1 });
  await mineElsewhere(TEST_CONFIRMATIONS);
  expect(await sendWithdrawals(ltc)).toMatchObject({ confirmed: 1 });
  expect(await paymentsTo(outside)).toHaveLength(1);
}, 60_000);

test('above the approval threshold a withdrawal waits for the operator; a refusal gives amount and fee back', async () => {
  await db()
    .insert(schema.feeRules)
    .values({ plan: 'basic', operation: 'crypto_withdrawal', currency: 'LTC', basisPoints: 0, fixedMinor: 100_000n })
    .onConflictDoUpdate({
      target: [schema.feeRules.plan, schema.feeRules.operation, schema.feeRules.currency],
      set: { fixedMinor: 100_000n },
    });
  const user = await customerWithCoins('6');
  const saved = await saveAddress(user, outside);
  await setWaitLeft(saved.id, 0);
  const big = await withdraw(user, saved.id, '2.5');
  expect(big).toMatchObject({ display: 'Pending', fee: '0.001', total: '2.501' });
  expect(await sendWithdrawals(ltc)).toMatchObject({ signed: 0 });
  expect(await runCommand(['withdrawals', 'approve', String(big.withdrawal)], 'operator')).toEqual([
    expect.stringMatching(/^withdrawal \d+ approved/),
  ]);
  expect(await sendWithdrawals(ltc)).toMatchObject({ signed: 1, broadcast: 1 });

  const other = await withdraw(user, saved.id, '3');
  await runCommand(['withdrawals', 'refuse', String(other.withdrawal), 'checks', 'failed'], 'operator');
  expect(await withdrawalRow(other.withdrawal)).toMatchObject({ status: 'refused', reason: 'checks failed' });
  // Told once that it will not be sent (the approved one was told it went out).
  expect(await toldAbout(user)).toMatchObject({
    bell: ['failed', 'sent'],
    mails: ['crypto-withdrawal-failed', 'crypto-withdrawal-sent'],
  });
  expect(await availableBalance(db(), user.id, 'LTC')).toBe(6n * LITOSHI - 2_501n * 100_000n);
  await expect(runCommand(['withdrawals', 'approve', String(other.withdrawal)], 'operator')).rejects.toThrow(/does not wait/);
});

test('an operator block and a level without withdrawals are refused', async () => {
  const user = await customerWithCoins('1');
  const saved = await saveAddress(user, outside);
  await setWaitLeft(saved.id, 0);
  await db().update(schema.users).set({ verificationLevel: 0 }).where(eq(schema.users.id, user.id));
  await expect(withdraw({ ...user, verificationLevel: 0 }, saved.id, '0.1')).rejects.toMatchObject({
    status: 403,
    messageKey: 'limits.errors.notAtLevel',
  });
  await runCommand(['block', 'crypto-withdrawals', user.email], 'operator');
  await expect(withdraw(user, saved.id, '0.1')).rejects.toMatchObject({ status: 403, messageKey: 'limits.errors.blocked' });
});

test('reconciliation names the drift between the node’s wallets and the ledger', async () => {
  // The test pays the deposit from the node's own hot wallet, which no real deposit does: measure after it.
  const user = await customerWithCoins('1');
  const before = await reconcileChain(ltc);
  const saved = await saveAddress(user, outside);
  await setWaitLeft(saved.id, 0);
  await withdraw(user, saved.id, '0.4');
  await sendWithdrawals(ltc);
  expect((await reconcileChain(ltc)).drift).toBe(before.drift);
  await mineElsewhere(TEST_CONFIRMATIONS);
  await sendWithdrawals(ltc);
  expect((await reconcileChain(ltc)).drift).toBe(before.drift);
  // Coins reach the hot wallet without any booking: named as drift.
  await node.rpc('sendtoaddress', [await node.rpc<string>('getnewaddress', [], 'hot'), '0.7'], 'outside');
  await mineElsewhere(1);
  expect((await reconcileChain(ltc)).drift).toBe(before.drift + (LITOSHI * 7n) / 10n);
  const lines = await runCommand(['chain', 'reconcile'], 'operator');
  expect(lines.join('\n')).toMatch(/^LTC: (DRIFT|the node)/);
});

test('through the API: an address refused for another network, a withdrawal answered in the contract’s shape', async () => {
  const user = await customerWithCoins('1');
  const token = await signIn(user);
  const wrongNetwork = await callApi(addAddressRoute, 'user/v1/chain/withdrawal-addresses', {
    method: 'POST',
    token,
    body: { asset: 'LTC', address: 'ltc1qg82tpwgvd4yx2ym2hcrm84hf2ml5fxnjgnsh0n', label: 'Mine', code: '123456' },
    headers: { lang: 'cs' },
  });
  expect(wrongNetwork.status).toBe(422);
  expect(wrongNetwork.data.fieldErrors).toEqual({ address: 'Adresa sítě Litecoin regtest začíná na rltc1…, m…, n…, Q…, 2…' });
  const saved = await saveAddress(user, outside);
  await setWaitLeft(saved.id, 0);
  const answer = await callApi(withdrawRoute, 'user/v1/chain/withdrawals', {
    method: 'POST',
    token,
    body: { address: saved.id, amount: '0.1' },
    headers: { lang: 'en', 'idempotency-key': crypto.randomUUID() },
  });
  expect(answer.status).toBe(200);
  expect(answer.data).toMatchObject({ asset: 'LTC', amount: '0.1', total: '0.1', display: 'Init' });
});

test('the screen: the coin’s addresses with their usable-from time, the form’s figures, and why there is no form', async () => {
  const user = await customerWithCoins('1');
  const saved = await saveAddress(user, outside);
  signInAs(user);
  const waiting = await getCryptoWithdrawPage({ asset: 'ltc' });
  expect(waiting).toMatchObject({
    asset: 'LTC',
    network: 'Litecoin regtest',
    addressShape: { network: 'Litecoin regtest', prefixes: 'rltc1…, m…, n…, Q…, 2…' },
    state: 'ready',
    available: '1',
    minWithdrawal: '0.001',
    maxWithdrawal: '10',
    fee: { basisPoints: 0, fixed: '0' },
    limit: { period: expect.any(String), remaining: expect.any(String) },
    addresses: [{ id: saved.id, label: 'My wallet', usable: false, usableAt: saved.usableAt }],
    saved: 1,
    authenticator: false,
    withdrawals: [],
  });
  await setWaitLeft(saved.id, 0);
  await withdraw(user, saved.id, '0.3');
  await sendWithdrawals(ltc);
  const sent = await getCryptoWithdrawPage({ asset: 'LTC' });
  expect(sent.addresses[0]).toMatchObject({ usable: true });
  expect(sent.available).toBe('0.7');
  expect(sent.withdrawals).toEqual([
    expect.objectContaining({ amount: '0.3', display: 'Process', txid: expect.stringMatching(/^[0-9a-f]{64}$/) }),
  ]);

  // A coin without a node; the operator's block; a level without withdrawals.
  expect(await getCryptoWithdrawPage({ asset: 'ETH' })).toMatchObject({ state: 'unsupported', addresses: [], withdrawals: [] });
  await runCommand(['block', 'crypto-withdrawals', user.email], 'operator');
  expect((await getCryptoWithdrawPage({ asset: 'LTC' })).state).toBe('blocked');
  signInAs({ ...user, verificationLevel: 0 } as User);
  expect(await getCryptoWithdrawPage({ asset: 'LTC' })).toMatchObject({ state: 'notAtLevel', limit: null });
  signOut();
});
