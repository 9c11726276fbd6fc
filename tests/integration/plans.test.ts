import { and, eq, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { POST as upgrade } from '@/app/api/user/v1/plans/upgrade/route';
import { POST as previewTransfer } from '@/app/api/user/v1/transfers/users/preview/route';
import { env } from '@/lib/env';
import { db, schema } from '@/lib/server/db';
import { startJobs, stopJobs } from '@/lib/server/jobs/queue';
import { creditFromWorld } from '@/lib/server/ledger/outside-credits';
import { inLedgerTransaction } from '@/lib/server/ledger/post';
import { runCommand } from '@/lib/server/ops/registry';
import { renewPlans } from '@/lib/server/plans/plans';
import { callApi } from '../support/api';
import { bellIn, createUser, resetDatabase } from '../support/db';
import { messageText } from '../support/messages';
import { signIn } from '../support/session';

beforeEach(resetDatabase);

const { users, planPeriods, broadcasts, ledgerTransactions } = schema;

const fund = (userId: number, cents: bigint) =>
  inLedgerTransaction((tx) => creditFromWorld(tx, { userId, asset: 'EUR', amount: cents, kind: 'bank-deposit' }));

const upgradeTo = (token: string, plan: string, key = crypto.randomUUID()) =>
  callApi(upgrade, 'user/v1/plans/upgrade', { method: 'POST', token, body: { plan }, headers: { 'idempotency-key': key } });

const eurBalance = async (userId: number) =>
  (
    await db().execute<{ balance: string }>(
      sql`SELECT balance FROM ledger_accounts WHERE user_id = ${userId} AND asset = 'EUR' AND kind = 'available'`,
    )
  ).rows[0]?.balance ?? '0';

const planOf = async (userId: number) =>
  (
    await db()
      .select({ plan: users.plan, requestedPlan: users.requestedPlan, planNotice: users.planNotice })
      .from(users)
      .where(eq(users.id, userId))
  )[0];

const periodsOf = (userId: number) => db().select().from(planPeriods).where(eq(planPeriods.userId, userId)).orderBy(planPeriods.startsAt);

/** Moves every paid month of the customer a month back, as if the month had passed. */
const monthPasses = (userId: number) =>
  db().execute(
    sql`UPDATE plan_periods SET starts_at = starts_at - interval '1 month', ends_at = ends_at - interval '1 month' WHERE user_id = ${userId}`,
  );

test('an upgrade charges the month from the EUR credit account, records it and changes the fee on the next confirmation', async () => {
  const user = await createUser({ verificationLevel: 1, requestedPlan: 'advanced' });
  const recipient = await createUser({ verificationLevel: 1 });
  await fund(user.id, 20_00n);
  const token = await signIn(user);
  const previewFee = async () =>
    (
      await callApi(previewTransfer, 'user/v1/transfers/users/preview', {
        method: 'POST',
        token,
        body: { recipient: recipient.email, currency: 'EUR', amount: '10' },
      })
    ).data as { fee: string };
  expect((await previewFee()).fee).toBe('0.25');

  const result = await upgradeTo(token, 'advanced');

  expect(result.status).toBe(200);
  expect(result.data).toMatchObject({ plan: 'advanced' });
  expect(await eurBalance(user.id)).toBe(String(20_00 - 9_99));
  expect(await planOf(user.id)).toEqual({ plan: 'advanced', requestedPlan: null, planNotice: null });
  const [period] = await periodsOf(user.id);
  const month = period!.endsAt.getTime() - period!.startsAt.getTime();
  expect(month).toBeGreaterThanOrEqual(28 * 86_400_000);
  expect(month).toBeLessThanOrEqual(31 * 86_400_000);
  const [charge] = (
    await db().execute<{ kind: string; value: string }>(
      sql`SELECT kind, value_eur_minor AS value FROM ledger_transactions WHERE id = ${period!.transactionId}`,
    )
  ).rows;
  expect(charge).toEqual({ kind: 'plan', value: '999' });
  // 0.25 % + €0.10 on advanced instead of 0.5 % + €0.20 on basic.
  expect((await previewFee()).fee).toBe('0.13');
});

test('plans only go up: the same plan or a lower one is refused and nothing is charged', async () => {
  const user = await createUser({ verificationLevel: 1 });
  await fund(user.id, 100_00n);
  const token = await signIn(user);
  expect((await upgradeTo(token, 'pro')).status).toBe(200);

  for (const plan of ['pro', 'advanced']) {
    const refused = await upgradeTo(token, plan);
    expect(refused.status).toBe(409);
    expect(refused.envelope.message).toBe(messageText('en', 'plans.errors.notAnUpgrade'));
  }
  expect((await upgradeTo(token, 'basic')).status).toBe(422);
  expect(await eurBalance(user.id)).toBe(String(100_00 - 29_99));
  expect(await periodsOf(user.id)).toHaveLength(1);
});

test('an account that cannot pay the month is told so and stays on its plan', async () => {
  const user = await createUser({ verificationLevel: 1 });
  await fund(user.id, 9_98n);
  const token = await signIn(user);

  const refused = await upgradeTo(token, 'advanced', crypto.randomUUID());

  expect(refused.status).toBe(422);
  expect(refused.envelope.message).toBe(messageText('en', 'ledger.errors.insufficientFunds'));
  expect((await planOf(user.id))!.plan).toBe('basic');
  expect(await eurBalance(user.id)).toBe('998');
});

test('a retried upgrade charges once; two different upgrades at once charge once', async () => {
  const user = await createUser({ verificationLevel: 1 });
  await fund(user.id, 100_00n);
  const token = await signIn(user);
  const key = crypto.randomUUID();

  const [first, retry] = [await upgradeTo(token, 'advanced', key), await upgradeTo(token, 'advanced', key)];
  expect(retry.status).toBe(200);
  expect(retry.data).toEqual(first.data);

  const both = await Promise.all([upgradeTo(token, 'pro'), upgradeTo(token, 'pro')]);
  expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  expect(await eurBalance(user.id)).toBe(String(100_00 - 9_99 - 29_99));
});

test('the monthly renewal charges the next month where the last ended, once; an unpaid one falls back to basic and says why', async () => {
  const [payer, broke] = await Promise.all([createUser({ verificationLevel: 1 }), createUser({ verificationLevel: 1, language: 'cs' })]);
  await Promise.all([fund(payer.id, 40_00n), fund(broke.id, 10_00n)]);
  for (const user of [payer, broke]) expect((await upgradeTo(await signIn(user), 'advanced')).status).toBe(200);
  expect(await renewPlans()).toEqual({ renewed: 0, fellBack: 0 });
  await Promise.all([monthPasses(payer.id), monthPasses(broke.id)]);

  expect(await renewPlans()).toEqual({ renewed: 1, fellBack: 1 });
  expect(await renewPlans()).toEqual({ renewed: 0, fellBack: 0 });

  const [first, second] = await periodsOf(payer.id);
  expect(second!.startsAt).toEqual(first!.endsAt);
  expect(await eurBalance(payer.id)).toBe(String(40_00 - 2 * 9_99));
  expect(await planOf(payer.id)).toMatchObject({ plan: 'advanced', planNotice: null });

  expect(await planOf(broke.id)).toMatchObject({ plan: 'basic', planNotice: 'unpaidRenewal' });
  expect(await eurBalance(broke.id)).toBe('1');
  const [told] = await bellIn(broke.id, 'cs');
  expect(told!.title).toBe(messageText('cs', 'plans.broadcast.fellBackTitle'));
  expect(told!.message).toContain(messageText('cs', 'plans.advanced'));
});

test('the operator runs the renewal by hand and it is audited', async () => {
  const user = await createUser({ verificationLevel: 1 });
  await fund(user.id, 30_00n);
  expect((await upgradeTo(await signIn(user), 'advanced')).status).toBe(200);
  await monthPasses(user.id);

  expect(await runCommand(['renew-plans'], 'test-operator')).toEqual(['renewed 1, fell back to basic 0']);
  const { rows } = await db().execute<{ action: string; details: unknown }>(
    sql`SELECT action, details FROM operator_audit WHERE operator = 'test-operator'`,
  );
  expect(rows).toEqual([{ action: 'renew-plans', details: { arguments: {}, outcome: { renewed: 1, fellBack: 0 } } }]);
});

test('the renewal by hand commits with its audit row: when the audit row cannot be written, no month is charged', async () => {
  const user = await createUser({ verificationLevel: 1 });
  await fund(user.id, 30_00n);
  expect((await upgradeTo(await signIn(user), 'advanced')).status).toBe(200);
  await monthPasses(user.id);
  const audited = async () => (await db().execute(sql`SELECT 1 FROM operator_audit`)).rows.length;

  await db().execute(sql`ALTER TABLE operator_audit ADD CONSTRAINT no_renewal_audit CHECK (action <> 'renew-plans')`);
  try {
    await expect(runCommand(['renew-plans'], 'test-operator')).rejects.toThrow(/^Failed query: insert into "operator_audit"/);
  } finally {
    await db().execute(sql`ALTER TABLE operator_audit DROP CONSTRAINT no_renewal_audit`);
  }
  expect([await periodsOf(user.id), await eurBalance(user.id), await audited()]).toEqual([[expect.anything()], String(30_00 - 9_99), 0]);

  expect(await runCommand(['renew-plans'], 'test-operator')).toEqual(['renewed 1, fell back to basic 0']);
  expect([(await periodsOf(user.id)).length, await eurBalance(user.id), await audited()]).toEqual([2, String(30_00 - 2 * 9_99), 1]);
});

/**
 * Runs `racers` while another connection holds a row lock (`lock`: a `SELECT … FOR NO KEY UPDATE`), and lets go only
 * once they are all queued behind locks: each racer is started once the one before it waits for a lock. The order the
 * racers reach the database is then the order they are started in, not the scheduler's.
 */
async function whileHeld<T>(lock: string, racers: (() => Promise<T>)[]): Promise<T[]> {
  const holder = new Client({ connectionString: env().DATABASE_URL });
  await holder.connect();
  // Asked on the pool, not on the holder: inside its transaction pg_stat_activity would answer one snapshot.
  const waiting = async () =>
    Number(
      (
        await db().execute<{ n: string }>(
          sql`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )
      ).rows[0]!.n,
    );
  try {
    await holder.query('BEGIN');
    await holder.query(lock);
    const running: Promise<T>[] = [];
    for (const racer of racers) {
      running.push(racer());
      for (let waited = 0; (await waiting()) < running.length; waited += 10) {
        if (waited > 3_000) throw new Error(`only ${await waiting()} of ${running.length} racers wait for a lock`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
    await holder.query('COMMIT');
    return await Promise.all(running);
  } finally {
    await holder.end();
  }
}

const planCharges = async (userId: number) =>
  (
    await db()
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.kind, 'plan'), sql`${ledgerTransactions.metadata}->>'user' = ${String(userId)}`))
  ).length;

/** No two paid months of the customer overlap. */
const expectNoOverlap = (periods: { startsAt: Date; endsAt: Date }[]) => {
  for (let i = 1; i < periods.length; i++) expect(periods[i]!.startsAt.getTime()).toBeGreaterThanOrEqual(periods[i - 1]!.endsAt.getTime());
};

describe('renewals and upgrades at once', () => {
  /** A customer on advanced whose paid month has just ended, with `funds` in EUR before paying it. */
  async function dueCustomer(funds = 100_00n) {
    const user = await createUser({ verificationLevel: 1 });
    await fund(user.id, funds);
    const token = await signIn(user);
    expect((await upgradeTo(token, 'advanced')).status).toBe(200);
    await monthPasses(user.id);
    return { user, token };
  }

  test('overlapping renewal runs (the hourly job twice, the operator’s command) charge the month once', async () => {
    const { user } = await dueCustomer();
    const now = new Date();

    const runs = await whileHeld(`SELECT 1 FROM users WHERE id = ${user.id} FOR NO KEY UPDATE`, [
      () => renewPlans(now),
      () => renewPlans(now),
      async () => {
        const [line] = await runCommand(['renew-plans'], 'test-operator');
        const [, renewed, fellBack] = /^renewed (\d+), fell back to basic (\d+)$/.exec(line!)!;
        return { renewed: Number(renewed), fellBack: Number(fellBack) };
      },
    ]);

    expect(runs.reduce((sum, run) => sum + run.renewed, 0)).toBe(1);
    expect(runs.reduce((sum, run) => sum + run.fellBack, 0)).toBe(0);
    expect(await eurBalance(user.id)).toBe(String(100_00 - 2 * 9_99));
    expect(await planCharges(user.id)).toBe(2);
    const periods = await periodsOf(user.id);
    expect(periods).toHaveLength(2);
    expectNoOverlap(periods);
  });

  test('overlapping renewal runs for a month the customer cannot pay fall back to basic once, with one message', async () => {
    const { user } = await dueCustomer(11_00n);
    const now = new Date();

    const runs = await whileHeld(`SELECT 1 FROM users WHERE id = ${user.id} FOR NO KEY UPDATE`, [
      () => renewPlans(now),
      () => renewPlans(now),
    ]);

    expect(runs.reduce((sum, run) => sum + run.fellBack, 0)).toBe(1);
    expect(runs.reduce((sum, run) => sum + run.renewed, 0)).toBe(0);
    expect(await planOf(user.id)).toMatchObject({ plan: 'basic', planNotice: 'unpaidRenewal' });
    expect(await eurBalance(user.id)).toBe(String(11_00 - 9_99));
    expect(await db().select().from(broadcasts).where(eq(broadcasts.toId, user.id))).toHaveLength(1);
  });

  test('renewals started together, as the scheduler starts them, charge the month once', async () => {
    const { user } = await dueCustomer();
    const now = new Date();

    const runs = await Promise.all([renewPlans(now), renewPlans(now), renewPlans(now), renewPlans(now)]);

    expect(runs.reduce((sum, run) => sum + run.renewed, 0)).toBe(1);
    expect(await eurBalance(user.id)).toBe(String(100_00 - 2 * 9_99));
    expect(await planCharges(user.id)).toBe(2);
    expect(await periodsOf(user.id)).toHaveLength(2);
  });

  test('a renewal that finds the customer upgraded meanwhile charges nothing: no two paid months overlap', async () => {
    const { user, token } = await dueCustomer();
    const now = new Date();

    // The upgrade takes the customer's lock and waits on its EUR account; the renewal, which saw the old month due,
    // queues behind the upgrade's lock and gets it only after the upgrade paid a new month.
    const [upgraded, renewal] = await whileHeld<unknown>(
      `SELECT 1 FROM ledger_accounts WHERE user_id = ${user.id} AND asset = 'EUR' AND kind = 'available' FOR NO KEY UPDATE`,
      [() => upgradeTo(token, 'pro'), () => renewPlans(now)],
    );

    expect((upgraded as { status: number }).status).toBe(200);
    expect(renewal).toEqual({ renewed: 0, fellBack: 0 });
    expect(await planOf(user.id)).toMatchObject({ plan: 'pro' });
    expect(await eurBalance(user.id)).toBe(String(100_00 - 9_99 - 29_99));
    expect(await planCharges(user.id)).toBe(2);
    const periods = await periodsOf(user.id);
    expect(periods.map((period) => period.plan)).toEqual(['advanced', 'pro']);
    expectNoOverlap(periods);
  });

  test('twenty upgrades at once under different keys: one is charged, the others are refused cleanly (no deadlock)', async () => {
    const user = await createUser({ verificationLevel: 1 });
    await fund(user.id, 100_00n);
    const token = await signIn(user);

    const answers = await Promise.all(Array.from({ length: 20 }, () => upgradeTo(token, 'pro')));

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => answer.status)).toEqual(Array(19).fill(409));
    for (const answer of refused) expect(answer.envelope.message).toBe(messageText('en', 'plans.errors.notAnUpgrade'));
    expect(await eurBalance(user.id)).toBe(String(100_00 - 29_99));
    expect(await periodsOf(user.id)).toHaveLength(1);
  }, 30_000);
});

describe('the job queue', () => {
  afterAll(stopJobs);

  test('schedules the renewal in PostgreSQL and runs it when its job comes', async () => {
    const user = await createUser({ verificationLevel: 1 });
    await fund(user.id, 30_00n);
    expect((await upgradeTo(await signIn(user), 'advanced')).status).toBe(200);
    await monthPasses(user.id);

    const boss = await startJobs(env().DATABASE_URL);
    const { rows } = await db().execute<{ name: string; cron: string }>(sql`SELECT name, cron FROM pgboss.schedule`);
    expect(rows).toContainEqual({ name: 'renew-plans', cron: '17 * * * *' });
    await boss.send('renew-plans', {});

    for (let waited = 0; (await periodsOf(user.id)).length < 2 && waited < 15_000; waited += 250)
      await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await periodsOf(user.id)).toHaveLength(2);
  });
});
