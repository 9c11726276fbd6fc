import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { env } from '@/lib/env';
import { db } from '@/lib/server/db';
import { createJobQueue, JOBS } from '@/lib/server/jobs/queue';
import { sweepExpired } from '@/lib/server/jobs/sweep';
import { createUser, resetDatabase } from '../support/db';

beforeEach(resetDatabase);

const rows = async (table: string) => (await db().execute<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))).rows[0]!.n;

test('the sweep deletes what expired more than a day ago and keeps everything still in use', async () => {
  const user = await createUser();
  const ago = (interval: string) => sql.raw(`now() - interval '${interval}'`);
  const later = sql.raw(`now() + interval '1 hour'`);
  for (const [expires, revoked, n] of [
    [later, null, 1],
    [ago('2 days'), null, 2],
    [later, ago('2 days'), 3],
    [ago('2 hours'), null, 4],
  ] as const) {
    await db().execute(sql`
      INSERT INTO sessions (user_id, token_hash, state, expires_at, revoked_at)
      VALUES (${user.id}, decode(md5(${String(n)}), 'hex'), 'active', ${expires}, ${revoked})`);
  }
  await db().execute(sql`
    INSERT INTO verification_codes (user_id, purpose, channel, destination, code_hash, expires_at)
    VALUES (${user.id}, 'register-email', 'email', 'a@example.test', '\\x00', ${ago('3 days')}),
           (${user.id}, 'register-email', 'email', 'a@example.test', '\\x01', ${later})`);
  await db().execute(sql`
    INSERT INTO webauthn_challenges (challenge, purpose, user_id, expires_at)
    VALUES ('old', 'sign-in', NULL, ${ago('2 days')}), ('new', 'register', ${user.id}, ${later})`);
  await db().execute(sql`
    INSERT INTO password_reset_tokens (user_id, token_hash, expires_at)
    VALUES (${user.id}, '\\x00', ${ago('3 days')}), (${user.id}, '\\x01', ${later})`);
  await db().execute(sql`
    INSERT INTO idempotency_keys (user_id, key, request_hash, created_at)
    VALUES (${user.id}, 'old', 'h', ${ago('25 hours')}), (${user.id}, 'new', 'h', now())`);
  await db().execute(sql`
    INSERT INTO rate_limits (key, updated_at) VALUES ('login-ip:old', ${ago('2 days')}), ('login-ip:new', now())`);
  // A machine's nonce outlives the 60-second signature window (so a replay inside it is refused), then goes.
  await db().execute(sql`
    WITH atm AS (
      INSERT INTO atms (description_id, name, country, city, address, latitude, longitude, status, can_buy, can_sell, coins, opening_hours)
      VALUES ('a', 'A', 'SK', 'B', 'C', 48, 17, 'In operation', true, true, '{BTC}', 'Mo-Su 09:00-21:00') RETURNING id
    ), key AS (INSERT INTO atm_keys (id, atm_id, secret) SELECT 'k', id, '\\x00' FROM atm RETURNING id)
    INSERT INTO atm_nonces (key_id, nonce, seen_at) SELECT id, n, t FROM key, (VALUES ('old', (${ago('3 minutes')})), ('new', now())) v(n, t)`);

  expect(await sweepExpired()).toEqual({
    sessions: 2,
    passwordResetTokens: 1,
    verificationCodes: 1,
    webauthnChallenges: 1,
    conversionQuotes: 0,
    idempotencyKeys: 1,
    atmNonces: 1,
    rateLimits: 1,
  });
  // A session that expired two hours ago stays a day: "signed out" still finds it.
  expect(await rows('sessions')).toBe(2);
  for (const table of [
    'verification_codes',
    'webauthn_challenges',
    'password_reset_tokens',
    'idempotency_keys',
    'atm_nonces',
    'rate_limits',
  ])
    expect(await rows(table)).toBe(1);
  expect(await sweepExpired()).toMatchObject({ sessions: 0, rateLimits: 0 });
});

describe('the job queue', () => {
  let boss: PgBoss | undefined;
  afterAll(() => boss?.stop({ graceful: true, wait: true }));

  test('keeps the schedules in PostgreSQL: renewal and the sweep hourly, lapsed holds every minute', async () => {
    boss = await createJobQueue(env().DATABASE_URL);
    const { rows: schedules } = await db().execute<{ name: string; cron: string }>(
      sql`SELECT name, cron FROM pgboss.schedule ORDER BY name`,
    );
    expect(schedules).toEqual(
      expect.arrayContaining([
        { name: 'release-expired-holds', cron: '* * * * *' },
        { name: 'renew-plans', cron: '17 * * * *' },
        { name: 'sweep-expired', cron: '41 * * * *' },
      ]),
    );
  });

  test('takes a run whose instance died (still active after 5 minutes) for dead and runs the job again on a live instance', async () => {
    boss ??= await createJobQueue(env().DATABASE_URL);
    const { rows: queues } = await db().execute<{ name: string; expire_seconds: number }>(
      sql`SELECT name, expire_seconds FROM pgboss.queue WHERE name NOT LIKE '\_\_pgboss%' ORDER BY name`,
    );
    expect(queues).toEqual(JOBS.map((job) => ({ name: job.name, expire_seconds: 300 })).sort((a, b) => a.name.localeCompare(b.name)));

    // An instance that took the job and was killed before it finished: active, and nobody will complete it. (Sent for
    // later and marked taken here, so the live worker cannot fetch it first.)
    const id = (await boss.send('renew-plans', {}, { startAfter: 3600 }))!;
    await db().execute(sql`UPDATE pgboss.job SET state = 'active', started_on = now() WHERE id = ${id}`);
    const state = async () => (await db().execute<{ state: string }>(sql`SELECT state FROM pgboss.job WHERE id = ${id}`)).rows[0]?.state;

    await db().execute(sql`UPDATE pgboss.job SET started_on = started_on - interval '4 minutes' WHERE id = ${id}`);
    await boss.maintain();
    expect(await state()).toBe('active');
    await db().execute(sql`UPDATE pgboss.job SET started_on = started_on - interval '61 seconds' WHERE id = ${id}`);
    await boss.maintain();
    const completed = Date.now() + 10_000;
    while ((await state()) !== 'completed' && Date.now() < completed) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await state()).toBe('completed');
  }, 20_000);

  test('renders a queued "transfer received" e-mail within seconds, without a request to wake it', async () => {
    boss ??= await createJobQueue(env().DATABASE_URL);
    const pending = {
      recipient: { email: 'bob@example.test', language: 'cs', antiPhishingCode: 'Owl42', mailToken: 'token' },
      values: { amount: '12.5', currency: 'CZK', sender: 'Alice S.' },
    };
    await db().execute(
      sql`INSERT INTO outbox (channel, recipient, purpose, pending) VALUES ('email', 'bob@example.test', 'transfer-received', ${JSON.stringify(pending)}::jsonb)`,
    );
    const rendered = async () =>
      (await db().execute<{ text_body: string | null }>(sql`SELECT text_body FROM outbox WHERE purpose = 'transfer-received'`)).rows[0]!
        .text_body;
    const deadline = Date.now() + 10_000;
    while (!(await rendered()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await rendered()).toMatch(/Owl42[\s\S]*Alice S\./);
  }, 15_000);
});
