// How requests and jobs use PostgreSQL's connections (issue 42 §3): one connection per request at most, one query at a
// time on it, a bounded wait for the customer's lock, and jobs on a pool of their own.
import { sql } from 'drizzle-orm';
import { POST as place } from '@/app/api/user/v1/exchange/orders/route';
import { asJob, db } from '@/lib/server/db';
import { takeConnectionMisuses } from '@/lib/server/db/connection-guard';
import { callApi } from '../support/api';
import { createUser, resetDatabase } from '../support/db';
import { customerWith } from '../support/exchange';
import { balances } from '../support/ledger';
import { callLegacy, VIEW_USER_CALL } from '../support/legacy';
import { messageText } from '../support/messages';
import { seedPrices } from '../support/orders';
import { signIn } from '../support/session';

beforeEach(async () => {
  await resetDatabase();
  await seedPrices();
});

test('a transaction that asks the pool for a second connection is refused, and the misuse recorded', async () => {
  const inside = db().transaction(async (tx) => {
    await tx.execute(sql`SELECT 1`);
    return db().execute(sql`SELECT 2`);
  });

  // drizzle names the query and keeps the pool's refusal as the cause.
  await expect(inside).rejects.toMatchObject({ cause: { name: 'ConnectionMisuse' } });
  expect(takeConnectionMisuses()).toEqual([expect.stringMatching(/a second connection was asked for while this transaction holds one/)]);
});

test('two queries at once on one transaction’s connection are recorded', async () => {
  await db().transaction((tx) => Promise.all([tx.execute(sql`SELECT 1`), tx.execute(sql`SELECT 2`)]));

  expect(takeConnectionMisuses()).toEqual([expect.stringMatching(/two queries at once on one connection/)]);
});

test('a job works on its own connections while requests hold every one of theirs', async () => {
  const pool = db().$client;
  const taken = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
  try {
    // On the requests' pool this would wait its 3 s for a connection and fail.
    const { rows } = await asJob(() => db().execute<{ one: number }>(sql`SELECT 1 AS one`));
    expect(rows).toEqual([{ one: 1 }]);
  } finally {
    for (const client of taken) client.release();
  }
});

test('calls that wait for a customer’s lock held elsewhere are refused after a bounded wait (409, Retry-After), never 503, and their keys stay free', async () => {
  const { user, token } = await customerWith('EUR', 1_000_00n);
  const other = await createUser();
  const otherToken = await signIn(other);
  // Another instance's call holding the customer's lock: a connection outside this process's share of the customer.
  const holder = await db().$client.connect();
  await holder.query('BEGIN');
  await holder.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [user.id]);
  const keys = Array.from({ length: 10 }, () => crypto.randomUUID());
  const order = { pair: 'BTC-EUR', side: 'buy', type: 'limit', quantity: '0.01', price: '80000' };
  const orderWith = (key: string) =>
    callApi(place, 'user/v1/exchange/orders', { method: 'POST', token, body: order, headers: { 'idempotency-key': key } });
  let answers;
  // Calls queued for a connection of the pool, looked at before each of the other customer's polls.
  const poolQueues: number[] = [];
  try {
    const waiting = Promise.all(keys.map(orderWith));
    for (let poll = 0; poll < 10; poll++) {
      poolQueues.push(db().$client.waitingCount);
      expect((await callLegacy(VIEW_USER_CALL, other.id, { token: otherToken })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    answers = await waiting;
  } finally {
    await holder.query('ROLLBACK');
    holder.release();
  }

  expect(answers.map((answer) => [answer.status, answer.envelope.message, answer.response.headers.get('retry-after')])).toEqual(
    Array(10).fill([409, messageText('en', 'errors.accountBusy'), '1']),
  );
  // The waiting calls hold the customer's share (3), the rest wait holding nothing: no one queues for the pool.
  expect(poolQueues).toEqual(Array(10).fill(0));
  // Nothing was kept under the keys: the same call sent again is worked.
  expect((await orderWith(keys[0]!)).status).toBe(200);
  expect(await balances(user.id)).toEqual({ 'EUR:available': '19200', 'EUR:held': '80800' });
}, 30_000);
