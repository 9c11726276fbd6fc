import { eq, isNull } from 'drizzle-orm';
import { chainNodeOf, depositAddressFor, watchAllChains, watchDeposits } from '@/lib/server/chain';
import { depositAddressAt, depositDescriptor } from '@/lib/server/chain/derivation';
import { getCryptoDepositPage } from '@/lib/server/chain/page';
import { db, schema } from '@/lib/server/db';
import { availableBalance, trialBalance } from '@/lib/server/ledger/accounts';
import type { ChainNodeSettings } from '@/lib/chain/settings';
import { isValidAddress } from '@/lib/validation/crypto-address';
import { runCommand } from '@/lib/server/ops/registry';
import { createJobQueue } from '@/lib/server/jobs/queue';
import { env } from '@/lib/env';
import { POST as checkTransaction } from '@/app/api/public/v1/transaction-check/route';
import { callApi } from '../support/api';
import type { RegtestNode } from '../../scripts/regtest-node.mjs';
import { continueFromTip, doubleSpendInNewBlock, startTestNode, TEST_CONFIRMATIONS } from '../support/chain';
import { bellIn, createUser, resetDatabase } from '../support/db';
import { messageText } from '../support/messages';
import { signInAs, signOut } from '../support/signed-in';

// The page functions read the signed-in customer from the request's cookie; here the test says who is signed in.
jest.mock('@/lib/server/auth/session/current', () => ({ requireCustomer: jest.fn() }));

let node: RegtestNode;
let ltc: ChainNodeSettings;

beforeAll(async () => {
  node = await startTestNode();
  ltc = chainNodeOf('LTC')!;
}, 60_000);
afterAll(async () => {
  await node?.stop();
});
beforeEach(async () => {
  signOut();
  await resetDatabase();
  await continueFromTip(node);
});

const LITOSHI = 100_000_000n;

/** A customer (at level 2 unless told otherwise: level 0 takes no deposits) with a deposit address on the test node. */
async function customerWithAddress(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser({ verificationLevel: 2, ...overrides });
  return { user, address: await depositAddressFor(ltc, user.id) };
}

const depositRows = () => db().select().from(schema.chainDeposits).orderBy(schema.chainDeposits.id);
const depositPostings = async () =>
  (await db().select().from(schema.ledgerTransactions)).filter((transaction) => transaction.kind === 'crypto-deposit');

/** Every asset of the books sums to zero. */
async function expectBalancedBooks() {
  const totals = new Map<string, bigint>();
  for (const row of await trialBalance(db())) totals.set(row.asset, (totals.get(row.asset) ?? 0n) + BigInt(row.total));
  for (const [, total] of totals) expect(total).toBe(0n);
}

test('1,000 deposit addresses derived with @scure equal the node’s deriveaddresses of the same xpub', async () => {
  const { descriptor } = await node.rpc<{ descriptor: string }>('getdescriptorinfo', [depositDescriptor(ltc)]);
  const fromNode = await node.rpc<string[]>('deriveaddresses', [descriptor, [0, 999]]);
  const started = performance.now();
  const ours = Array.from({ length: 1000 }, (_, index) => depositAddressAt(ltc, index));
  const perAddressMs = (performance.now() - started) / 1000;
  expect(ours).toEqual(fromNode);
  expect(ours.every((address) => address.startsWith('rltc1') && isValidAddress('LTC', address, 'regtest'))).toBe(true);
  // Regtest addresses are refused where mainnet is the rule (every deployment).
  expect(isValidAddress('LTC', ours[0]!)).toBe(false);
  console.log(`derivation: ${perAddressMs.toFixed(2)} ms an address`);
});

test('one address per customer and coin, imported watch-only: the node sees it as its own', async () => {
  const { user, address } = await customerWithAddress();
  expect(await depositAddressFor(ltc, user.id)).toBe(address);
  const other = await customerWithAddress();
  expect(other.address).not.toBe(address);
  const info = await node.rpc<{ iswatchonly: boolean; ismine: boolean }>('getaddressinfo', [address], 'deposits');
  expect(info.iswatchonly).toBe(true);
});

test('a deposit is detected, confirms n of N and is credited once, with the fee, even with eight watchers at once', async () => {
  await db()
    .insert(schema.feeRules)
    .values({ plan: 'basic', operation: 'crypto_deposit', currency: 'LTC', basisPoints: 100, fixedMinor: 10_000n });
  const { user, address } = await customerWithAddress();
  const txid = await node.pay(address, '0.5');

  await watchDeposits(ltc);
  expect(await depositRows()).toMatchObject([{ txid, status: 'detected', confirmations: 0, amount: LITOSHI / 2n }]);

  await node.mine(1);
  await watchDeposits(ltc);
  expect(await depositRows()).toMatchObject([{ status: 'confirming', confirmations: 1 }]);
  expect(await availableBalance(db(), user.id, 'LTC')).toBe(0n);

  await node.mine(TEST_CONFIRMATIONS - 1);
  const passes = await Promise.all(Array.from({ length: 8 }, () => watchDeposits(ltc)));
  expect(passes.reduce((sum, pass) => sum + pass.credited, 0)).toBe(1);
  // 1 % of 0.5 LTC plus the fixed 0.0001 LTC.
  const fee = LITOSHI / 200n + 10_000n;
  expect(await availableBalance(db(), user.id, 'LTC')).toBe(LITOSHI / 2n - fee);
  expect(await depositRows()).toMatchObject([{ status: 'credited', confirmations: TEST_CONFIRMATIONS, fee }]);
  expect(await depositPostings()).toHaveLength(1);

  // More blocks and more passes credit nothing again.
  await node.mine(2);
  await watchDeposits(ltc);
  expect(await depositPostings()).toHaveLength(1);
  expect(await availableBalance(db(), user.id, 'LTC')).toBe(LITOSHI / 2n - fee);
  await expectBalancedBooks();

  expect(await bellIn(user.id)).toEqual([expect.objectContaining({ message: expect.stringContaining('0.4949 LTC') })]);
  const mails = await db().select().from(schema.outbox).where(eq(schema.outbox.purpose, 'funds-added'));
  expect(mails).toHaveLength(1);
  expect(mails[0]!.textBody).toContain('0.4949 LTC');
});

test('a re-organisation before N confirmations takes the deposit back to detected; nothing is credited before N', async () => {
  const { user, address } = await customerWithAddress();
  const txid = await node.pay(address, '0.25');
  const [firstBlock] = await node.mine(1);
  await node.mine(TEST_CONFIRMATIONS - 2);
  await watchDeposits(ltc);
  expect(await depositRows()).toMatchObject([{ txid, status: 'confirming', confirmations: TEST_CONFIRMATIONS - 1 }]);

  await node.rpc('invalidateblock', [firstBlock]);
  const pass = await watchDeposits(ltc);
  expect(await depositRows()).toMatchObject([{ txid, status: 'detected', confirmations: 0 }]);
  expect(pass.credited).toBe(0);
  expect(await availableBalance(db(), user.id, 'LTC')).toBe(0n);

  // The transaction went back to the mempool: the next blocks (paid elsewhere, or they would be the invalidated ones
  // again) confirm it again, and then it is credited.
  const elsewhere = await node.rpc<string>('getnewaddress', [], 'hot');
  await node.rpc('generatetoaddress', [TEST_CONFIRMATIONS, elsewhere]);
  await watchDeposits(ltc);
  expect(await depositRows()).toMatchObject([{ txid, status: 'credited' }]);
  expect(await availableBalance(db(), user.id, 'LTC')).toBe(LITOSHI / 4n);
  await node.rpc('reconsiderblock', [firstBlock]);
});

test('a deposit double-spent in a re-org ends "replaced on the chain", is never credited, and the re-org is told once', async () => {
  const { user, address } = await customerWithAddress();
  const txid = await node.pay(address, '0.25');
  const [block] = await node.mine(1);
  await watchDeposits(ltc);
  expect(await depositRows()).toMatchObject([{ txid, status: 'confirming', confirmations: 1 }]);

  // The block is re-organised away and the new branch spends the deposit's inputs elsewhere.
  await node.rpc('invalidateblock', [block]);
  await doubleSpendInNewBlock(node, txid);
  expect(await watchDeposits(ltc)).toMatchObject({ credited: 0, reorganised: 0, replaced: 1 });
  expect(await depositRows()).toMatchObject([{ txid, status: 'replaced', confirmations: 0 }]);

  // Later passes have nothing to tell (the job logs a pass that did something), and no block revives it.
  expect(await watchDeposits(ltc)).toMatchObject({ seen: 0, credited: 0, reorganised: 0, replaced: 0 });
  await node.mine(TEST_CONFIRMATIONS + 1);
  expect(await watchDeposits(ltc)).toMatchObject({ seen: 0, credited: 0, reorganised: 0, replaced: 0 });
  expect(await depositRows()).toMatchObject([{ txid, status: 'replaced' }]);
  expect(await availableBalance(db(), user.id, 'LTC')).toBe(0n);
  await expectBalancedBooks();

  signInAs(user);
  expect((await getCryptoDepositPage({ asset: 'LTC' })).deposits).toMatchObject([{ txid, status: 'replaced' }]);
  expect(messageText('en', 'chain.history.statuses.replaced')).toBe('Failed: replaced on the chain');
  await node.rpc('reconsiderblock', [block]);
});

test('a deposit double-spent before its first block (the other spend mined instead) ends replaced too', async () => {
  const { user, address } = await customerWithAddress();
  const txid = await node.pay(address, '0.2');
  await watchDeposits(ltc);
  expect(await depositRows()).toMatchObject([{ txid, status: 'detected', confirmations: 0 }]);

  await doubleSpendInNewBlock(node, txid);
  expect(await watchDeposits(ltc)).toMatchObject({ credited: 0, reorganised: 0, replaced: 1 });
  await node.mine(TEST_CONFIRMATIONS);
  expect(await watchDeposits(ltc)).toMatchObject({ seen: 0, credited: 0, reorganised: 0, replaced: 0 });
  expect(await depositRows()).toMatchObject([{ txid, status: 'replaced' }]);
  expect(await availableBalance(db(), user.id, 'LTC')).toBe(0n);
});

test('a deposit below the minimum is recorded and shown as such, never credited', async () => {
  const { user, address } = await customerWithAddress();
  await node.pay(address, '0.0005');
  await node.mine(TEST_CONFIRMATIONS + 1);
  await watchDeposits(ltc);
  expect(await depositRows()).toMatchObject([{ status: 'below_minimum', confirmations: TEST_CONFIRMATIONS + 1, amount: 50_000n }]);
  expect(await availableBalance(db(), user.id, 'LTC')).toBe(0n);
  expect(await depositPostings()).toHaveLength(0);

  signInAs(user);
  const view = await getCryptoDepositPage({ asset: 'LTC' });
  expect(view.deposits).toMatchObject([{ amount: '0.0005', status: 'below_minimum' }]);
});

test('the deposit screen shows the address, network, minimum, confirmations and each deposit’s n of N', async () => {
  const { user, address } = await customerWithAddress();
  signInAs(user);
  await node.pay(address, '1.5');
  await node.mine(1);
  await watchDeposits(ltc);

  const view = await getCryptoDepositPage({ asset: 'ltc' });
  expect(view).toMatchObject({
    asset: 'LTC',
    network: 'Litecoin regtest',
    target: { state: 'ready', address },
    minDeposit: '0.001',
    confirmations: TEST_CONFIRMATIONS,
    limit: { period: 'day', remaining: expect.stringMatching(/^15000(\.00)?$/) },
    deposits: [{ amount: '1.5', status: 'confirming', confirmations: 1, required: TEST_CONFIRMATIONS }],
  });
  expect(view.coins).toContainEqual({ asset: 'LTC', connected: true });

  // Each txid links to the public transaction check, which finds the deposit by it (nothing about whose it is).
  const checked = await callApi(checkTransaction, 'public/v1/transaction-check', {
    method: 'POST',
    body: { query: view.deposits[0]!.txid },
    headers: { 'x-kt-client-ip': '203.0.113.7' },
  });
  expect(checked.data).toEqual({
    orders: [
      {
        kind: 'deposit',
        createdAt: expect.any(String),
        sends: { amount: '1.5', currency: 'LTC' },
        receives: { amount: '1.5', currency: 'LTC' },
        status: 'Process',
        confirmations: { count: 1, required: TEST_CONFIRMATIONS },
      },
    ],
  });

  // A coin without a node shows no address at all.
  expect((await getCryptoDepositPage({ asset: 'ETH' })).target).toEqual({ state: 'unsupported' });

  // Level 0 (profile not completed) moves nothing: no address is made or shown.
  const signedInUser = signInAs(await createUser());
  expect(await getCryptoDepositPage({ asset: 'LTC' })).toMatchObject({ target: { state: 'notAtLevel' }, limit: null });
  expect(await db().$count(schema.chainDepositAddresses, eq(schema.chainDepositAddresses.userId, signedInUser.id))).toBe(0);
});

test('the demo’s operator commands fund a deposit address and mine it to the confirmations', async () => {
  const { user, address } = await customerWithAddress();
  const [sent] = await runCommand(['chain', 'faucet', address, '0.3'], 'operator');
  expect(sent).toMatch(new RegExp(`^sent 0\\.3 LTC to ${address} \\(transaction [0-9a-f]{64}\\)`));
  expect(await runCommand(['chain', 'mine', String(TEST_CONFIRMATIONS)], 'operator')).toEqual([
    expect.stringMatching(new RegExp(`^LTC: mined ${TEST_CONFIRMATIONS} blocks, height \\d+$`)),
  ]);
  await watchDeposits(ltc);
  expect(await availableBalance(db(), user.id, 'LTC')).toBe((LITOSHI * 3n) / 10n);

  await expect(runCommand(['chain', 'faucet', 'ltc1qnotanaddress', '1'], 'operator')).rejects.toThrow(/no address of a regtest node/);
  await expect(runCommand(['chain', 'faucet', address, '0.000000001'], 'operator')).rejects.toThrow(/not an amount in LTC/);
  await expect(runCommand(['chain', 'mine', '0'], 'operator')).rejects.toThrow(/mine 1 to 1000 blocks/);
});

test('a node that does not know the stored block (a new datadir) is read from the start, every address imported again', async () => {
  const { user, address } = await customerWithAddress();
  await node.pay(address, '0.1');
  await node.mine(TEST_CONFIRMATIONS);
  await db()
    .update(schema.chainCursors)
    .set({ blockHash: '11'.repeat(32) });
  const pass = await watchDeposits(ltc);
  expect(pass).toMatchObject({ credited: 1 });
  expect(await availableBalance(db(), user.id, 'LTC')).toBe(LITOSHI / 10n);
  expect(await db().$count(schema.chainDepositAddresses, isNull(schema.chainDepositAddresses.importedAt))).toBe(0);
});

test('the chain-watch job, queued every few seconds by each app instance, credits a deposit by itself', async () => {
  const { user, address } = await customerWithAddress();
  const boss = await createJobQueue(env().DATABASE_URL);
  try {
    await node.pay(address, '0.05');
    await node.mine(TEST_CONFIRMATIONS);
    const started = Date.now();
    while ((await availableBalance(db(), user.id, 'LTC')) === 0n && Date.now() - started < 20_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await availableBalance(db(), user.id, 'LTC')).toBe(LITOSHI / 20n);
    console.log(`credited by the job ${Date.now() - started} ms after the last confirmation`);
  } finally {
    await boss.stop({ graceful: true, wait: true });
  }
}, 30_000);

// Last: it stops the node.
test('a node that does not answer: no address is shown (it is stored, not imported), the watcher names the node and goes on', async () => {
  const early = await customerWithAddress();
  await node.pay(early.address, '0.2');
  await node.mine(TEST_CONFIRMATIONS);
  await node.stop();

  const later = await createUser({ verificationLevel: 2 });
  signInAs(later);
  const view = await getCryptoDepositPage({ asset: 'LTC' });
  expect(view.target).toEqual({ state: 'unreachable' });
  // The address was stored but not imported: it is not shown until the node watches it.
  expect(await db().select().from(schema.chainDepositAddresses).where(eq(schema.chainDepositAddresses.userId, later.id))).toMatchObject([
    { importedAt: null },
  ]);
  expect(await watchAllChains()).toEqual([{ asset: 'LTC', error: expect.stringMatching(/^node unavailable \(/) }]);
  expect(await depositRows()).toEqual([]);
});
