import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { POST as upgrade } from '@/app/api/user/v1/plans/upgrade/route';
import { defineContract, envelope } from '@/lib/api/contracts/contract';
import { apiHandler } from '@/lib/server/http';
import { db } from '@/lib/server/db';
import { creditFromWorld } from '@/lib/server/ledger/outside-credits';
import { inLedgerTransaction } from '@/lib/server/ledger/post';
import { callApi } from '../support/api';
import { createUser, resetDatabase } from '../support/db';
import { messageText } from '../support/messages';
import { signIn } from '../support/session';

beforeEach(resetDatabase);

// apiHandler reads the Idempotency-Key header of every contract that says `idempotencyKey: true`: a call without a
// usable one is refused before the handler runs, and the handler is handed the key.
const KEY_REQUIRED = messageText('en', 'ledger.errors.idempotencyKeyRequired');
const MALFORMED_KEYS = ['two words', 'x'.repeat(256), 'clé'];

const keyEcho = defineContract({
  method: 'POST',
  path: '/api/test/key-echo',
  summary: 'Answers the Idempotency-Key it was handed',
  idempotencyKey: true,
  answer: envelope(z.object({ key: z.string() })),
});
const handedKeys: string[] = [];
const echo = apiHandler(keyEcho, async ({ idempotencyKey }) => {
  handedKeys.push(idempotencyKey);
  return { key: idempotencyKey };
});

// Without the contract's flag the handler has no key to read: the type says so.
apiHandler({ ...keyEcho, idempotencyKey: undefined }, async (ctx) => {
  // @ts-expect-error a contract without idempotencyKey hands no key
  return { key: ctx.idempotencyKey };
});

const callEcho = (token: string, headers: Record<string, string>) =>
  callApi(echo, 'test/key-echo', { method: 'POST', token, body: {}, headers });

test('the handler of a contract that requires an Idempotency-Key is handed it, and is never run without a usable one', async () => {
  const token = await signIn(await createUser());
  handedKeys.length = 0;

  const missing = await callEcho(token, {});
  expect([missing.status, missing.envelope.message]).toEqual([400, KEY_REQUIRED]);
  for (const key of MALFORMED_KEYS) {
    const malformed = await callEcho(token, { 'idempotency-key': key });
    expect([key, malformed.status, malformed.envelope.message]).toEqual([key, 400, KEY_REQUIRED]);
  }
  expect(handedKeys).toEqual([]);

  const good = await callEcho(token, { 'idempotency-key': 'order-2026-12-08#1' });
  expect([good.status, good.data]).toEqual([200, { key: 'order-2026-12-08#1' }]);
  expect(handedKeys).toEqual(['order-2026-12-08#1']);
});

const eurBalance = async (userId: number) =>
  Number(
    (
      await db().execute<{ balance: string }>(
        sql`SELECT balance FROM ledger_accounts WHERE user_id = ${userId} AND asset = 'EUR' AND kind = 'available'`,
      )
    ).rows[0]?.balance ?? 0,
  );

test('a plan upgrade without a usable key is refused and charges nothing; with a key it charges once, a retry included', async () => {
  const user = await createUser({ verificationLevel: 1, requestedPlan: 'advanced' });
  await inLedgerTransaction((tx) => creditFromWorld(tx, { userId: user.id, asset: 'EUR', amount: 20_00n, kind: 'bank-deposit' }));
  const token = await signIn(user);
  const upgradeTo = (headers: Record<string, string>) =>
    callApi(upgrade, 'user/v1/plans/upgrade', { method: 'POST', token, body: { plan: 'advanced' }, headers });

  for (const headers of [{}, ...MALFORMED_KEYS.map((key) => ({ 'idempotency-key': key }))]) {
    const refused = await upgradeTo(headers);
    expect([refused.status, refused.envelope.message]).toEqual([400, KEY_REQUIRED]);
  }
  expect(await eurBalance(user.id)).toBe(20_00);

  const key = crypto.randomUUID();
  const first = await upgradeTo({ 'idempotency-key': key });
  expect(first.status).toBe(200);
  const charged = await eurBalance(user.id);
  expect(charged).toBeLessThan(20_00);
  const retry = await upgradeTo({ 'idempotency-key': key });
  expect([retry.status, retry.data]).toEqual([200, first.data]);
  expect(await eurBalance(user.id)).toBe(charged);
});
