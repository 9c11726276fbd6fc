// One customer's burst of money calls (issue 42 §3) on the production pool of 10 connections: the burst is answered
// with clean refusals, never 503s, while another customer's polls and the job queue carry on as if it were not there.
// "As if it were not there" is asserted as what makes it so (no call ever queued for a pool connection), not as a
// latency: how fast a poll is depends on the machine, and timings belong in benchmarks.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { POST as market } from '@/app/api/user/v1/exchange/market/route';
import { POST as place } from '@/app/api/user/v1/exchange/orders/route';
import { POST as quote } from '@/app/api/user/v1/exchange/quote/route';
import { POST as withdraw } from '@/app/api/user/v1/chain/withdrawals/route';
import { env } from '@/lib/env';
import { db, schema } from '@/lib/server/db';
import { createJobQueue } from '@/lib/server/jobs/queue';
import { callApi, type Handler } from '../support/api';
import { startTestNode } from '../support/chain';
import { createUser, resetDatabase } from '../support/db';
import { customerWith } from '../support/exchange';
import { booksBalanced, fund } from '../support/ledger';
import { callLegacy, VIEW_USER_CALL } from '../support/legacy';
import { seedPrices } from '../support/orders';
import { signIn } from '../support/session';

type TestNode = Awaited<ReturnType<typeof startTestNode>>;
let node: TestNode;
let boss: PgBoss;

beforeAll(async () => {
  // Withdrawals above 2 LTC wait for the operator, so the queue's sender leaves the accepted one alone.
  node = await startTestNode({ approveAbove: '2' });
  boss = await createJobQueue(env().DATABASE_URL);
}, 60_000);
afterAll(async () => {
  await boss?.stop({ graceful: true, wait: true });
  await node?.stop();
});
beforeEach(async () => {
  await resetDatabase();
  await seedPrices();
});

/** The rounds of one customer's burst last at least until the job has been worked, at most this many. */
const MAX_ROUNDS = 12;
const JOB_DEADLINE_MS = 20_000;

interface Outcome {
  /** How many answers of each status the burst got, over every round. */
  statuses: Record<number, number>;
  polls: { statuses: Record<number, number>; count: number };
  /** The most calls seen queued for one of the requests' pool connections at once, sampled before every poll. */
  poolQueueMax: number;
  /** The queued watcher pass: its state and what it answered. */
  job: { state: string | undefined; output: unknown };
}

const countBy = (values: number[]) => values.reduce<Record<number, number>>((counts, v) => ({ ...counts, [v]: (counts[v] ?? 0) + 1 }), {});

/** A money call of the customer's under a key of its own, as each click of theirs is sent. */
const moneyCall = (handler: Handler, path: string, token: string, body: unknown) => () =>
  callApi(handler, path, { method: 'POST', token, body, headers: { 'idempotency-key': crypto.randomUUID() } });

/**
 * Sends `size` of `call` at once, round after round, while a chain-watch job queued at the start is worked, and
 * meanwhile a second signed-in customer polls viewuser back to back, the pool's queue looked at before each poll.
 */
async function whileBursting(size: number, call: () => Promise<{ status: number }>): Promise<Outcome> {
  const other = await createUser();
  const token = await signIn(other);
  const jobId = (await boss.send('chain-watch', {}))!;
  const job = async () =>
    (await db().execute<{ state: string; output: unknown }>(sql`SELECT state, output FROM pgboss.job WHERE id = ${jobId}`)).rows[0];
  let bursting = true;
  const pollStatuses: number[] = [];
  let poolQueueMax = 0;
  const polling = (async () => {
    while (bursting) {
      poolQueueMax = Math.max(poolQueueMax, db().$client.waitingCount);
      const { status } = await callLegacy(VIEW_USER_CALL, other.id, { token });
      pollStatuses.push(status);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const statuses: number[] = [];
  const deadline = Date.now() + JOB_DEADLINE_MS;
  let rounds = 0;
  let worked: Awaited<ReturnType<typeof job>>;
  do {
    if (rounds < MAX_ROUNDS) {
      const answers = await Promise.all(Array.from({ length: size }, call));
      statuses.push(...answers.map((answer) => answer.status));
      rounds++;
    } else await new Promise((resolve) => setTimeout(resolve, 100));
    worked = await job();
  } while (!['completed', 'failed'].includes(worked?.state ?? '') && Date.now() < deadline);
  bursting = false;
  await polling;
  return {
    statuses: countBy(statuses),
    polls: { statuses: countBy(pollStatuses), count: pollStatuses.length },
    poolQueueMax,
    job: { state: worked?.state, output: worked?.output },
  };
}

/**
 * What must hold whatever the burst was: `accepted` calls worked and the rest refused cleanly (no 503), the other
 * customer's every poll answered and none of theirs (nor anyone's) queued for a connection, the job's pass clean, the
 * books balanced.
 */
async function expectOthersUnaffected(outcome: Outcome, accepted: number) {
  // The whole outcome in one assertion, so a failure shows every figure.
  expect(outcome).toEqual({
    statuses: expect.objectContaining({ 200: accepted }),
    polls: { statuses: { 200: outcome.polls.count }, count: expect.any(Number) },
    // The burst holds its share (3 of 10) and waits for more holding none, so the pool always has one free.
    poolQueueMax: 0,
    job: {
      state: 'completed',
      output: {
        value: [{ asset: 'LTC', seen: expect.any(Number), credited: 0, reorganised: 0, replaced: 0, imported: expect.any(Number) }],
      },
    },
  });
  expect(Object.keys(outcome.statuses).filter((status) => !['200', '409', '422'].includes(status))).toEqual([]);
  expect(await booksBalanced()).toBe(true);
}

test('30 withdrawals at once by one customer: one accepted, the rest refused cleanly; another customer and the chain watcher unaffected', async () => {
  expect(db().$client.options.max).toBe(10);
  const user = await createUser({ verificationLevel: 2 });
  await fund(user.id, 'LTC', 5n * 100_000_000n);
  const outside = await node.rpc<string>('getnewaddress', ['', 'bech32'], node.settings.hotWallet);
  const [address] = await db()
    .insert(schema.chainWithdrawalAddresses)
    .values({ userId: user.id, asset: 'LTC', address: outside, label: 'Mine', usableAt: new Date(0), cancelTokenHash: randomBytes(32) })
    .returning();
  const token = await signIn(user);

  const withdrawal = moneyCall(withdraw, 'user/v1/chain/withdrawals', token, { address: address!.id, amount: '3' });

  await expectOthersUnaffected(await whileBursting(30, withdrawal), 1);
}, 60_000);

test('30 limit orders at once that only one fits in: one placed, the rest refused cleanly; another customer and the chain watcher unaffected', async () => {
  const { token } = await customerWith('EUR', 1_000_00n);
  // 0.01 BTC at 80,000: 808 EUR held each, of 1,000.
  const order = { pair: 'BTC-EUR', side: 'buy', type: 'limit', quantity: '0.01', price: '80000' };

  await expectOthersUnaffected(await whileBursting(30, moneyCall(place, 'user/v1/exchange/orders', token, order)), 1);
}, 60_000);

test('20 confirms of one market quote at once: one fill, the rest refused cleanly; another customer and the chain watcher unaffected', async () => {
  const { token } = await customerWith('EUR', 1_000_00n);
  const quoted = await callApi(quote, 'user/v1/exchange/quote', {
    method: 'POST',
    token,
    body: { pair: 'BTC-EUR', side: 'buy', quantity: '0.01' },
  });
  expect(quoted.status).toBe(200);

  const confirm = moneyCall(market, 'user/v1/exchange/market', token, { quote: quoted.data.quote });

  await expectOthersUnaffected(await whileBursting(20, confirm), 1);
}, 60_000);
