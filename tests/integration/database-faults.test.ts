// The API when PostgreSQL is away or out of connections (issue 25 §2; tests/cluster/faults.test.ts runs the same faults
// under load through the proxy): a clear 503 with Retry-After within seconds, never a hang or a bare 503, and a money
// call retried with its key moves the money once.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { POST as saveBeneficiary } from '@/app/api/user/v1/bank/beneficiaries/route';
import { POST as askPayout } from '@/app/api/user/v1/bank/payouts/route';
import { env } from '@/lib/env';
import { db } from '@/lib/server/db';
import { creditFromWorld } from '@/lib/server/ledger/outside-credits';
import { inLedgerTransaction } from '@/lib/server/ledger/post';
import { callApi } from '../support/api';
import { createUser, resetDatabase } from '../support/db';
import { callLegacy, VIEW_USER_CALL } from '../support/legacy';
import { messageText } from '../support/messages';
import { signIn } from '../support/session';

beforeEach(resetDatabase);

/** What a client waits for an answer before it gives up: past it, a request hangs. */
const CLIENT_TIMEOUT_MS = 10_000;

/** The answer, or a failure naming the hang when none came within CLIENT_TIMEOUT_MS. */
async function within<T>(answer: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CLIENT_TIMEOUT_MS} ms`)), CLIENT_TIMEOUT_MS);
  });
  try {
    return await Promise.race([answer, hang]);
  } finally {
    clearTimeout(timer);
  }
}

function expectCleanUnavailable(result: Awaited<ReturnType<typeof callApi>>) {
  expect(result.status).toBe(503);
  expect(result.envelope).toEqual({ code: '503', message: messageText('en', 'errors.unavailable'), data: null });
  expect(Number(result.response.headers.get('retry-after'))).toBeGreaterThan(0);
}

test('every connection of the pool taken (requests stuck behind a lock): the next call is a 503 with Retry-After in seconds, then served again', async () => {
  const user = await createUser();
  const token = await signIn(user);
  const pool = db().$client;
  const taken = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
  let result;
  try {
    const started = Date.now();
    result = await within(callLegacy(VIEW_USER_CALL, user.id, { token }));
    expect(Date.now() - started).toBeLessThan(CLIENT_TIMEOUT_MS);
  } finally {
    for (const client of taken) client.release();
  }
  expectCleanUnavailable(result);

  expect((await callLegacy(VIEW_USER_CALL, user.id, { token })).status).toBe(200);
}, 30_000);

test('a payout whose connection PostgreSQL cuts mid-request (a restart) is a 503 with Retry-After; its retry with the key pays out once', async () => {
  const user = await createUser({ verificationLevel: 2, plan: 'basic' });
  const token = await signIn(user);
  await inLedgerTransaction((tx) => creditFromWorld(tx, { userId: user.id, asset: 'EUR', amount: 10_000n, kind: 'bank-deposit' }));
  const saved = await callApi(saveBeneficiary, 'user/v1/bank/beneficiaries', {
    method: 'POST',
    token,
    body: { name: 'Jana Nováková', iban: 'CZ6508000000192000145399', bic: 'GIBACZPX', currency: 'EUR' },
  });
  expect(saved.status).toBe(200);
  const key = crypto.randomUUID();
  const pay = () =>
    callApi(askPayout, 'user/v1/bank/payouts', {
      method: 'POST',
      token,
      body: { beneficiary: saved.data.id, amount: '10.00' },
      headers: { lang: 'en', 'idempotency-key': key },
    });

  // The payout waits on the customer's row held by another session; PostgreSQL then ends its connection, as a fast
  // shutdown ends every connection.
  const holder = new pg.Client({ connectionString: env().DATABASE_URL });
  await holder.connect();
  let cut;
  try {
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
    const answer = pay();
    let waiting: number[] = [];
    for (let n = 0; n < 50 && waiting.length === 0; n++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const { rows } = await holder.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
      );
      waiting = rows.map((row) => row.pid);
    }
    expect(waiting).toHaveLength(1);
    await holder.query('SELECT pg_terminate_backend($1)', [waiting[0]]);
    cut = await within(answer);
  } finally {
    await holder.query('ROLLBACK');
    await holder.end();
  }
  expectCleanUnavailable(cut);

  const retry = await pay();
  expect(retry.status).toBe(200);
  expect((await pay()).data).toEqual(retry.data);
  const { rows } = await db().execute<{ payouts: number }>(
    sql`SELECT count(*)::int AS payouts FROM bank_payouts WHERE user_id = ${user.id}`,
  );
  expect(rows[0]!.payouts).toBe(1);
}, 30_000);
