// Two instances of the app over one PostgreSQL behind HAProxy (deploy/haproxy.cfg, no stickiness): whatever a client
// does through the proxy works whichever instance answers, because nothing of a session, a limit, an idempotency key
// or a job lives in an instance. Every test sends its requests until both instances have answered (x-instance).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { ACCESS_TOKEN_MISMATCH } from '@/lib/api/envelope';
import { decodeEnvelopeData } from '@/lib/api/envelope-codec';
import { env } from '@/lib/env';
import { apiHeaders, call, DEMO, signIn, type Answer } from './client.mjs';
import { startCluster, type Cluster } from './harness.mjs';

let cluster: Cluster;
let database: pg.Client;
/** When the hourly schedules were put on every minute (the database's clock). */
let jobsFrom: Date;

const sql = async <R extends object>(text: string, values: unknown[] = []) =>
  (await database.query<R & pg.QueryResultRow>(text, values)).rows;
const databaseNow = async () => (await sql<{ now: Date }>('SELECT now()'))[0]!.now;
const dataOf = <T = any>(answer: Answer): T => decodeEnvelopeData<T>(answer.envelope.data, env().ENVELOPE_KEY);

/**
 * Sends `request` until both instances have answered it (round robin alternates, so two or three calls do), then
 * returns every answer. Fails when one instance never answers.
 */
async function onBothInstances(request: () => Promise<Answer>, atMost = 8): Promise<Answer[]> {
  const answers: Answer[] = [];
  while (answers.length < atMost) {
    answers.push(await request());
    if (new Set(answers.map((answer) => answer.instance)).size === 2) return answers;
  }
  assert.fail(`${atMost} calls, all answered by ${answers[0]?.instance}: the proxy did not use both instances`);
}

const instancesOf = (answers: Answer[]) => [...new Set(answers.map((answer) => answer.instance))].sort();

before(async () => {
  cluster = await startCluster({
    name: 'cluster',
    proxyPort: Number(process.env.CLUSTER_PORT ?? 3400),
    pgPort: Number(process.env.CLUSTER_PG_PORT ?? 55400),
    log: (line) => console.log(`[cluster] ${line}`),
  });
  database = new pg.Client({ connectionString: cluster.databaseUrl });
  await database.connect();
  // The hourly jobs would not fall due during the suite: put every schedule on every minute (the instances read the
  // schedules from this table, as they do in production), so each shows whether it runs once a minute or twice.
  await sql(`UPDATE pgboss.schedule SET cron = '* * * * *'`);
  // The corporate customer's paid month ended an hour ago: the next renewal run, on whichever instance, charges it.
  await sql(
    `INSERT INTO plan_periods (user_id, plan, starts_at, ends_at, transaction_id)
     SELECT $1, 'advanced', now() - interval '1 month 1 hour', now() - interval '1 hour', min(id) FROM ledger_transactions`,
    [DEMO.corporate.id],
  );
  jobsFrom = await databaseNow();
});

after(async () => {
  await database?.end();
  await cluster?.stop();
});

test('the proxy sends requests to both instances, and both are healthy in its checks', async () => {
  const answers = await onBothInstances(() => call(cluster.base, '/api/health'));
  assert.deepEqual(instancesOf(answers), ['app1', 'app2']);
  assert.ok(answers.every((answer) => answer.status === 200));
  assert.deepEqual(await cluster.proxyStatus(), { app1: 'UP', app2: 'UP' });
});

test('a session opened on one instance works on the other, and records the client’s address, not the proxy’s or a forged one', async () => {
  // From 127.0.0.2, while HAProxy connects to the instances from 127.0.0.1.
  const session = await signIn(cluster.base, DEMO.personal.login, undefined, {
    from: '127.0.0.2',
    headers: { 'x-forwarded-for': '203.0.113.50' },
  });

  const answers = await onBothInstances(() => call(cluster.base, `/api/user/v1/viewuser/${DEMO.personal.id}`, { token: session.token }));

  assert.ok(answers.some((answer) => answer.instance !== session.instance));
  for (const answer of answers) {
    assert.equal(answer.status, 200);
    assert.equal(dataOf(answer).u_id, DEMO.personal.id);
  }
  const sessions = await call(cluster.base, '/api/user/v1/sessions', { token: session.token });
  const current = dataOf<{ sessions: { ip: string; current: boolean }[] }>(sessions).sessions.find((row) => row.current);
  assert.equal(current?.ip, '127.0.0.2');
});

test('a sign-in elsewhere signs the first session out on every §7 poll, whichever instance answers', async () => {
  const first = await signIn(cluster.base, DEMO.personal.login);
  const second = await signIn(cluster.base, DEMO.personal.login);

  for (const poll of [
    `/api/user/v1/viewuser/${DEMO.personal.id}`,
    `/api/user/v1/unreadbroadcast/${DEMO.personal.id}`,
    `/api/user/v1/unreadnews/${DEMO.personal.id}`,
    '/api/user/v1/viewautologoutbcm/1',
  ]) {
    for (const answer of await onBothInstances(() => call(cluster.base, poll, { token: first.token }))) {
      assert.deepEqual([poll, answer.status, answer.envelope.message], [poll, 401, ACCESS_TOKEN_MISMATCH]);
    }
    for (const answer of await onBothInstances(() => call(cluster.base, poll, { token: second.token }))) {
      assert.deepEqual([poll, answer.status], [poll, 200]);
    }
  }
});

test('a rate limit counts the attempts made on both instances together', async () => {
  // The newsletter takes 10 subscriptions an hour from one address. Each attempt claims another address in
  // X-Forwarded-For: the proxy appends the real one, and that is the one counted.
  const answers: Answer[] = [];
  for (let n = 0; n < 10; n++) {
    answers.push(
      await call(cluster.base, '/api/newsletter/v1/subscribe', {
        method: 'POST',
        body: { email: `reader${n}@example.test` },
        headers: { 'x-forwarded-for': `198.51.100.${n + 1}` },
      }),
    );
  }
  assert.deepEqual(instancesOf(answers), ['app1', 'app2']);
  assert.deepEqual(
    answers.map((answer) => answer.status),
    Array(10).fill(200),
  );
  const refused = await onBothInstances(() =>
    call(cluster.base, '/api/newsletter/v1/subscribe', { method: 'POST', body: { email: 'one-more@example.test' } }),
  );
  for (const answer of refused) {
    assert.equal(answer.status, 429);
    assert.ok(Number(answer.headers.get('retry-after')) > 0);
  }
});

test('a wrong password counts against the account on both instances together', async () => {
  const tries: Answer[] = [];
  for (let n = 0; n < 8; n++) {
    tries.push(await call(cluster.base, '/api/user/v1/login', { method: 'POST', body: { login: DEMO.legacy.login, password: 'not it' } }));
  }
  assert.deepEqual(instancesOf(tries), ['app1', 'app2']);
  assert.deepEqual(
    tries.map((answer) => answer.status),
    Array(8).fill(401),
  );
  for (const answer of await onBothInstances(() =>
    call(cluster.base, '/api/user/v1/login', { method: 'POST', body: { login: DEMO.legacy.login, password: 'not it' } }),
  )) {
    assert.equal(answer.status, 429);
  }
});

test('a transfer replayed with its idempotency key on the other instance answers the same and moves the money once', async () => {
  const { token } = await signIn(cluster.base, DEMO.corporate.login);
  const balance = async () =>
    (
      await sql<{ balance: string }>(`SELECT balance FROM ledger_accounts WHERE user_id = $1 AND asset = 'EUR' AND kind = 'available'`, [
        DEMO.personal.id,
      ])
    )[0]!.balance;
  const before = BigInt(await balance());
  const key = randomUUID();
  const send = () =>
    call(cluster.base, '/api/user/v1/transfers/users', {
      method: 'POST',
      token,
      body: { recipient: DEMO.personal.login, currency: 'EUR', amount: '1.50' },
      headers: { 'idempotency-key': key },
    });

  const answers = await onBothInstances(send);

  assert.equal(answers[0]!.status, 200);
  for (const replay of answers.slice(1)) {
    assert.equal(replay.status, 200);
    assert.deepEqual(dataOf(replay), dataOf(answers[0]!));
  }
  assert.equal(BigInt(await balance()) - before, 150n);
  assert.deepEqual(await sql(`SELECT count(*)::int AS n FROM idempotency_keys WHERE key = $1`, [key]), [{ n: 1 }]);
});

test('a document uploaded through one instance is downloaded whole through either', async () => {
  const { token } = await signIn(cluster.base, DEMO.personal.login);
  const document = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(randomUUID())]);
  const form = new FormData();
  form.append('kind', 'identity');
  form.append('documentType', 'passport');
  form.append('file', new Blob([document], { type: 'application/pdf' }), 'passport.pdf');
  const { 'content-type': _json, ...headers } = apiHeaders(token);
  const upload = await fetch(`${cluster.base}/api/user/v1/documents`, { method: 'POST', headers, body: form });
  assert.equal(upload.status, 200);
  const { id } = decodeEnvelopeData<{ id: number }>((await upload.json()).data, env().ENVELOPE_KEY);

  const downloads = await onBothInstances(() => call(cluster.base, `/api/user/v1/documents/${id}`, { token }));

  assert.deepEqual(instancesOf(downloads), ['app1', 'app2']);
  for (const download of downloads) {
    assert.equal(download.status, 200);
    assert.equal(download.text, document.toString('utf8'));
  }
});

test('the 5-second polls go out uncompressed when under 1 KB, longer answers compressed, on both instances', async () => {
  const { token } = await signIn(cluster.base, DEMO.personal.login);
  const poll = (path: string, acceptEncoding?: string) =>
    call(cluster.base, path, { token, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
  const browser = 'gzip, deflate, br';

  // Compressing 600 bytes costs more than it saves: the poll goes out as it is even to a browser that accepts Brotli.
  for (const answer of await onBothInstances(() => poll(`/api/user/v1/viewuser/${DEMO.personal.id}`, browser))) {
    assert.equal(answer.headers.get('content-encoding'), null);
    assert.ok(answer.text.length < 1024, `${answer.text.length} bytes`);
    assert.equal(answer.envelope?.code, '200');
    assert.equal(answer.headers.get('x-body-length'), null, 'the length the app states stays inside the server');
  }
  // The demo customer's unread broadcasts are longer than 1 KB: compressed.
  const broadcasts = `/api/user/v1/unreadbroadcast/${DEMO.personal.id}`;
  assert.ok((await poll(broadcasts)).text.length >= 1024);
  for (const answer of await onBothInstances(() => poll(broadcasts, browser))) {
    assert.equal(answer.headers.get('content-encoding'), 'br');
    assert.equal(answer.headers.get('x-body-length'), null);
  }
});

describe('the HTML cache of public pages', () => {
  const PRIVATE_MARKS = [DEMO.corporate.login, 'Horváth'];
  const showsPrivate = (answer: Answer) => PRIVATE_MARKS.filter((mark) => answer.text.includes(mark));
  const page = (url: string, cookie?: string) => call(cluster.base, url, { cookie, headers: { accept: 'text/html' } });

  test('never serves a signed-in page to a visitor without the session, from either instance', async () => {
    const { token } = await signIn(cluster.base, DEMO.corporate.login);
    const cookie = `kt_session=${token}`;

    const signedIn = await onBothInstances(() => page('/Summary', cookie));
    for (const answer of signedIn) {
      assert.equal(answer.status, 200);
      assert.deepEqual(showsPrivate(answer), PRIVATE_MARKS, 'the signed-in page shows whose it is');
      assert.match(answer.headers.get('cache-control') ?? '', /private|no-store/);
      assert.equal(answer.headers.get('x-html-cache'), null);
    }
    // Each instance has just rendered the private page: neither may answer a visitor from it.
    for (const answer of await onBothInstances(() => page('/Summary'))) {
      assert.deepEqual(showsPrivate(answer), []);
      assert.notEqual(answer.headers.get('x-html-cache'), 'hit');
    }
  });

  test('serves public pages from the cache on both instances, never a signed-in rendering of them', async () => {
    const { token } = await signIn(cluster.base, DEMO.corporate.login);
    await onBothInstances(() => page('/Home', `kt_session=${token}`));

    const visits: Answer[] = [];
    for (let n = 0; n < 6; n++) visits.push(await page('/Home'));

    assert.deepEqual(instancesOf(visits), ['app1', 'app2']);
    for (const visit of visits) {
      assert.equal(visit.status, 200);
      assert.deepEqual(showsPrivate(visit), []);
    }
    // The cache is on (a later visit on each instance is a hit), so the absence above is the cache's doing.
    for (const id of cluster.instanceIds) {
      assert.ok(
        visits.some((visit) => visit.instance === id && visit.headers.get('x-html-cache') === 'hit'),
        `a cache hit on ${id}`,
      );
    }
  });
});

describe('scheduled jobs', () => {
  interface JobRow {
    name: string;
    created_on: Date;
    state: string;
    retry_count: number;
    output: { outcome?: string; renewed?: number } | null;
  }
  const jobsSince = (from: Date) =>
    sql<JobRow>(
      `SELECT name, created_on, state, retry_count, output FROM pgboss.job WHERE created_on >= $1
       UNION ALL SELECT name, created_on, state, retry_count, output FROM pgboss.archive WHERE created_on >= $1
       ORDER BY created_on`,
      [from],
    );

  test('every instance works the queue; each schedule runs once a minute across both, and a due renewal is charged once', async () => {
    for (const id of cluster.instanceIds) {
      assert.match(readFileSync(path.join(cluster.dir, `${id}.log`), 'utf8'), /\[jobs\] queue started/, `${id} runs the job queue`);
    }
    const schedules = (await sql<{ name: string }>('SELECT name FROM pgboss.schedule ORDER BY name')).map((row) => row.name);
    assert.ok(schedules.length >= 8, `schedules: ${schedules.join(', ')}`);

    // Two runs of every schedule since the change: at least one full minute of both instances' timekeepers.
    const runsOf = (jobs: JobRow[], name: string) => jobs.filter((job) => job.name === name);
    let jobs: JobRow[] = [];
    for (const until = Date.now() + 150_000; Date.now() < until; await sleep(2000)) {
      jobs = await jobsSince(jobsFrom);
      const settled = jobs.every((job) => job.state !== 'active' && job.state !== 'created' && job.state !== 'retry');
      if (settled && schedules.every((name) => runsOf(jobs, name).filter((job) => job.state === 'completed').length >= 2)) break;
    }
    const minutes = ((await databaseNow()).getTime() - jobsFrom.getTime()) / 60_000;

    for (const name of schedules) {
      const runs = runsOf(jobs, name);
      assert.ok(runs.length >= 2, `${name}: ${runs.length} runs in ${minutes.toFixed(1)} min`);
      // Once a minute: no more runs than minutes begun since the change (the first may be the minute under way), and
      // no two within seconds of each other, as the second instance's copy of the same minute's run would be.
      assert.ok(runs.length <= Math.ceil(minutes) + 1, `${name}: ${runs.length} runs in ${minutes.toFixed(1)} min`);
      for (let n = 1; n < runs.length; n++) {
        const gap = (runs[n]!.created_on.getTime() - runs[n - 1]!.created_on.getTime()) / 1000;
        assert.ok(gap >= 20, `${name}: two runs ${gap} s apart`);
      }
      for (const run of runs) assert.deepEqual([name, run.state, run.retry_count], [name, 'completed', 0]);
    }

    // The month that was due is charged once, by one of the runs, whichever instance ran them.
    const renewed = runsOf(jobs, 'renew-plans').map((job) => job.output?.renewed ?? 0);
    assert.deepEqual(
      renewed.filter((count) => count > 0),
      [1],
    );
    const charges = await sql(`SELECT id FROM ledger_transactions WHERE kind = 'plan' AND metadata->>'user' = $1`, [
      String(DEMO.corporate.id),
    ]);
    assert.equal(charges.length, 1);
    assert.deepEqual(await sql(`SELECT count(*)::int AS n FROM plan_periods WHERE user_id = $1`, [DEMO.corporate.id]), [{ n: 2 }]);

    // Each price refresh that stored prices queues one matcher and one alert check, whichever instance ran it.
    const refreshed = runsOf(jobs, 'refresh-prices').filter((job) => job.output?.outcome === 'refreshed').length;
    assert.ok(refreshed >= 1);
    assert.equal(runsOf(jobs, 'match-orders').length, refreshed);
    assert.equal(runsOf(jobs, 'check-price-alerts').length, refreshed);
  });
});
