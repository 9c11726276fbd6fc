import { POST as send } from '@/app/api/user/v1/transfers/users/route';
import { db } from '@/lib/server/db';
import { entriesOf } from '@/lib/server/ledger/entries';
import { customerAccount } from '@/lib/server/ledger/accounts';
import { creditFromWorld } from '@/lib/server/ledger/outside-credits';
import { inLedgerTransaction } from '@/lib/server/ledger/post';
import { historyQuerySchema } from '@/lib/validation/history';
import { callApi } from '../support/api';
import { createUser, resetDatabase } from '../support/db';
import { signIn } from '../support/session';

beforeEach(resetDatabase);

/** Alice: a bank deposit of €100, then three transfers to Bob of €1, €2 and €3 (pro plan: no fee). */
async function aliceAndBob() {
  const alice = await createUser({ plan: 'pro', verificationLevel: 2 });
  const bob = await createUser({ verificationLevel: 2, notifyTransferReceived: false });
  await inLedgerTransaction((tx) => creditFromWorld(tx, { userId: alice.id, asset: 'EUR', amount: 100_00n, kind: 'bank-deposit' }));
  const token = await signIn(alice);
  for (const amount of ['1', '2', '3']) {
    const result = await callApi(send, 'user/v1/transfers/users', {
      method: 'POST',
      token,
      body: { recipient: bob.email, currency: 'EUR', amount },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(result.status).toBe(200);
  }
  return { alice, bob };
}

const query = (input: Record<string, string> = {}) => historyQuerySchema.parse(input);

test('a customer’s history lists their own entries, newest first, with the balance each left', async () => {
  const { alice, bob } = await aliceAndBob();

  const { entries, olderThan } = await entriesOf(db(), alice.id, query());

  expect(entries.map((entry) => [entry.kind, entry.status, entry.amount, entry.balanceAfter])).toEqual([
    ['transfer', 'posted', '-3', '94'],
    ['transfer', 'posted', '-2', '97'],
    ['transfer', 'posted', '-1', '99'],
    ['bank-deposit', 'posted', '100', '100'],
  ]);
  expect(olderThan).toBeNull();
  const bobs = await entriesOf(db(), bob.id, query());
  expect(bobs.entries.map((entry) => entry.amount)).toEqual(['3', '2', '1']);
  expect(bobs.entries.every((entry) => entry.account.asset === 'EUR' && entry.account.kind === 'available')).toBe(true);
});

test('filters by type, status, account and dates are applied on the server; another customer’s account shows nothing', async () => {
  const { alice, bob } = await aliceAndBob();
  const amounts = async (input: Record<string, string>) =>
    (await entriesOf(db(), alice.id, query(input))).entries.map((entry) => entry.amount);
  const today = new Date().toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const alicesEur = await customerAccount(db(), alice.id, 'EUR');
  const bobsEur = await customerAccount(db(), bob.id, 'EUR');

  expect(await amounts({ kind: 'bank-deposit' })).toEqual(['100']);
  expect(await amounts({ kind: 'transfer', status: 'posted' })).toEqual(['-3', '-2', '-1']);
  expect(await amounts({ status: 'pending' })).toEqual([]);
  expect(await amounts({ account: String(alicesEur.id) })).toHaveLength(4);
  expect(await amounts({ account: String(bobsEur.id) })).toEqual([]);
  expect(await amounts({ from: today, to: today })).toHaveLength(4);
  expect(await amounts({ from: tomorrow })).toEqual([]);
  expect(await amounts({ to: yesterday })).toEqual([]);
});

test('keyset pages follow each other without gaps or repeats', async () => {
  const { alice } = await aliceAndBob();

  const first = await entriesOf(db(), alice.id, query(), { pageSize: 3 });
  const second = await entriesOf(db(), alice.id, query({ before: String(first.olderThan) }), { pageSize: 3 });

  expect(first.entries.map((entry) => entry.amount)).toEqual(['-3', '-2', '-1']);
  expect(first.olderThan).toBe(first.entries[2]!.id);
  expect(second.entries.map((entry) => entry.amount)).toEqual(['100']);
  expect(second.olderThan).toBeNull();
});

test('a hand-edited link with values that do not parse still shows the list, unfiltered on those values', () => {
  expect(query({ account: 'abc', kind: 'robbery', status: 'x', from: '2026-13-45', to: 'yesterday', before: '-1' })).toEqual({});
  expect(query({ kind: 'transfer', from: '2026-11-01' })).toEqual({ kind: 'transfer', from: '2026-11-01' });
});
