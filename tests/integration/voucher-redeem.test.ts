import { eq, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { POST as redeem } from '@/app/api/user/v1/vouchers/redeem/route';
import { env } from '@/lib/env';
import { hashPassword } from '@/lib/server/auth/password/password';
import { db, schema } from '@/lib/server/db';
import { callApi } from '../support/api';
import { createUser, resetDatabase } from '../support/db';
import { messageText } from '../support/messages';
import { signIn } from '../support/session';

beforeEach(resetDatabase);

const PASSWORD = 'Secret-Voucher-1';
let voucherCount = 0;

async function activeVoucher(overrides: Partial<typeof schema.giftVouchers.$inferInsert> = {}) {
  voucherCount++;
  const [voucher] = await db()
    .insert(schema.giftVouchers)
    .values({
      reference: `GV-TEST${String(voucherCount).padStart(12, '0')}`,
      code: `ABCD-EFGH-JK${String(voucherCount).padStart(2, '0')}`,
      passwordHash: await hashPassword(PASSWORD),
      valueMinor: 50_00,
      currency: 'EUR',
      email: 'buyer@example.test',
      locale: 'en',
      status: 'active',
      ...overrides,
    })
    .returning();
  return voucher!;
}

const redeemWith = (token: string, body: unknown, key = crypto.randomUUID()) =>
  callApi(redeem, 'user/v1/vouchers/redeem', { method: 'POST', token, body, headers: { 'idempotency-key': key } });

const eurBalance = async (userId: number) =>
  (
    await db().execute<{ balance: string }>(
      sql`SELECT balance FROM ledger_accounts WHERE user_id = ${userId} AND asset = 'EUR' AND kind = 'available'`,
    )
  ).rows[0]?.balance ?? '0';

test('a voucher’s value is credited once to the customer’s credit account, and the voucher is marked redeemed', async () => {
  const user = await createUser({ verificationLevel: 1 });
  const voucher = await activeVoucher();
  const token = await signIn(user);

  // Lower case, spaces and no dashes are forgiven in the code.
  const result = await redeemWith(token, { code: voucher.code.toLowerCase().replace(/-/g, ' '), password: PASSWORD });

  expect(result.status).toBe(200);
  expect(result.data).toMatchObject({ amount: '50', currency: 'EUR', balance: '50' });
  expect(await eurBalance(user.id)).toBe('5000');
  const [after] = await db().select().from(schema.giftVouchers).where(eq(schema.giftVouchers.id, voucher.id));
  expect(after).toMatchObject({ status: 'redeemed', redeemedByUserId: user.id });
  const again = await redeemWith(token, { code: voucher.code, password: PASSWORD });
  expect(again.status).toBe(409);
  expect(again.envelope.message).toBe(messageText('en', 'vouchers.redeem.errors.used'));
  expect(await eurBalance(user.id)).toBe('5000');
});

test('two customers redeeming one voucher at once: one is credited, the other is told it is used', async () => {
  const [alice, bob] = await Promise.all([createUser({ verificationLevel: 1 }), createUser({ verificationLevel: 1 })]);
  const voucher = await activeVoucher();
  const tokens = await Promise.all([signIn(alice), signIn(bob)]);

  const results = await Promise.all(tokens.map((token) => redeemWith(token, { code: voucher.code, password: PASSWORD })));

  expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
  expect([await eurBalance(alice.id), await eurBalance(bob.id)].sort()).toEqual(['0', '5000']);
});

test('a retry under the same key gets the first answer and credits nothing more', async () => {
  const user = await createUser({ verificationLevel: 1 });
  const voucher = await activeVoucher();
  const token = await signIn(user);
  const key = crypto.randomUUID();

  const first = await redeemWith(token, { code: voucher.code, password: PASSWORD }, key);
  const retry = await redeemWith(token, { code: voucher.code, password: PASSWORD }, key);

  expect(retry.status).toBe(200);
  expect(retry.data).toEqual(first.data);
  expect(await eurBalance(user.id)).toBe('5000');
});

test('a wrong password, an unknown code and an unpaid voucher get the same answer', async () => {
  const user = await createUser({ verificationLevel: 1 });
  const voucher = await activeVoucher();
  const unpaid = await activeVoucher({ status: 'awaiting_payment' });
  const token = await signIn(user);

  for (const body of [
    { code: voucher.code, password: 'wrong' },
    { code: 'ZZZZ-ZZZZ-ZZZZ', password: PASSWORD },
    { code: unpaid.code, password: PASSWORD },
  ]) {
    const result = await redeemWith(token, body);
    expect(result.status).toBe(422);
    expect(result.envelope.message).toBe(messageText('en', 'vouchers.redeem.errors.invalid'));
  }
  const malformed = await redeemWith(token, { code: 'ABC', password: '' });
  expect(malformed.status).toBe(422);
  expect(malformed.data.fieldErrors).toEqual({
    code: messageText('en', 'vouchers.redeem.validation.code'),
    password: messageText('en', 'validation.required'),
  });
});

test('five wrong tries in a day lock redeeming for the customer and say until when; right ones do not count', async () => {
  const user = await createUser({ verificationLevel: 1 });
  const [first, second] = [await activeVoucher(), await activeVoucher()];
  const token = await signIn(user);

  expect((await redeemWith(token, { code: first.code, password: PASSWORD })).status).toBe(200);
  for (let attempt = 0; attempt < 5; attempt++) {
    expect((await redeemWith(token, { code: second.code, password: 'wrong' })).status).toBe(422);
  }
  const locked = await redeemWith(token, { code: second.code, password: PASSWORD });

  expect(locked.status).toBe(429);
  // In the customer's zone and the one date format of the language, as their pages write times.
  expect(locked.envelope.message).toMatch(
    /^Five wrong voucher codes or passwords in a day: redeeming is locked until [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M\.$/,
  );
  expect(Number(locked.response.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
  const other = await redeemWith(await signIn(await createUser({ verificationLevel: 1 })), { code: second.code, password: PASSWORD });
  expect(other.status).toBe(200);
});

test('twenty right redeems at once from two customers: one credit, the rest "already redeemed", and neither customer is locked', async () => {
  const customers = await Promise.all([createUser({ verificationLevel: 1 }), createUser({ verificationLevel: 1 })]);
  const tokens = await Promise.all(customers.map((customer) => signIn(customer)));
  const voucher = await activeVoucher();

  const results = await Promise.all(
    Array.from({ length: 20 }, (_, n) => redeemWith(tokens[n % 2]!, { code: voucher.code, password: PASSWORD })),
  );

  const answers = results.map((result) => `${result.status} ${result.envelope.message}`);
  expect(answers.filter((answer) => answer.startsWith('200'))).toHaveLength(1);
  expect(answers.filter((answer) => !answer.startsWith('200'))).toEqual(
    Array.from({ length: 19 }, () => `409 ${messageText('en', 'vouchers.redeem.errors.used')}`),
  );
  for (const token of tokens)
    expect((await redeemWith(token, { code: (await activeVoucher()).code, password: PASSWORD })).status).toBe(200);
});

test('twenty wrong passwords at once: five are told so, the rest are locked out, and then a right one is locked out too', async () => {
  const user = await createUser({ verificationLevel: 1 });
  const token = await signIn(user);
  const voucher = await activeVoucher();

  const results = await Promise.all(Array.from({ length: 20 }, () => redeemWith(token, { code: voucher.code, password: 'wrong' })));

  expect(results.map((result) => result.status).sort()).toEqual([...Array(5).fill(422), ...Array(15).fill(429)]);
  const right = await redeemWith(token, { code: voucher.code, password: PASSWORD });
  expect(right.status).toBe(429);
  expect(right.envelope.message).toMatch(/^Five wrong voucher codes or passwords in a day/);
  expect(await eurBalance(user.id)).toBe('0');
});

test('a right try is decided after the wrong ones counted while it was checked: five wrong in between lock it out too', async () => {
  const user = await createUser({ verificationLevel: 1 });
  const token = await signIn(user);
  const voucher = await activeVoucher();
  const key = crypto.randomUUID();
  // Another connection holds the right try's idempotency key, so the try waits past its password check until let go.
  const holder = new Client({ connectionString: env().DATABASE_URL });
  await holder.connect();
  try {
    await holder.query('BEGIN');
    await holder.query(`INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ($1, $2, 'held')`, [user.id, key]);
    const right = redeemWith(token, { code: voucher.code, password: PASSWORD }, key);
    const waiting = async () =>
      (await db().execute(sql`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)).rows.length;
    for (let waited = 0; (await waiting()) === 0; waited += 10) {
      if (waited > 5_000) throw new Error('the right try never waited for the key');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    for (let n = 0; n < 5; n++) expect((await redeemWith(token, { code: `ZZZZ-ZZZZ-ZZ${n}Z`, password: PASSWORD })).status).toBe(422);
    await holder.query('ROLLBACK');

    expect((await right).status).toBe(429);
    expect(await eurBalance(user.id)).toBe('0');
  } finally {
    await holder.end();
  }
});
