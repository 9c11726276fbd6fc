import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';
import { AppError } from '@/lib/server/core/errors';
import { translatorFor } from '@/lib/server/i18n/translate';
import {
  clearRateLimit,
  deleteStaleRateLimits,
  enforceRateLimit,
  enforceRateLimits,
  RATE_LIMIT_POLICIES,
  rateLimitKey,
  type RateLimitPolicyName,
  type RateLimitSubject,
} from '@/lib/server/security/rate-limit';
import { countUsers, createUser, resetDatabase, TEST_PASSWORD } from '../support/db';
import { personalRegistration } from '../support/registration';
import { postLogin, postRegister } from '../support/session';

beforeEach(resetDatabase);
// Sign-in tests here hash dozens of passwords (argon2id, deliberately slow): on a busy CI machine that takes longer
// than Jest's 5 s default. What they assert is the limit's count, not a duration.
jest.setTimeout(60_000);

const LOGIN_ACCOUNT = RATE_LIMIT_POLICIES['login-account'];
const LOGIN_IP = RATE_LIMIT_POLICIES['login-ip'];
const REGISTER_IP = RATE_LIMIT_POLICIES['register-ip'];
const WRONG_PASSWORD = 'not the password';

const from = (ip: string) => ({ headers: { 'x-kt-client-ip': ip } });
/** A different address per attempt, so only the per-account limit can be what stops them. */
const nthAddress = (n: number) => `198.51.100.${n + 1}`;

async function failLogins(login: string, times: number, addressOf: (n: number) => string = nthAddress) {
  for (let n = 0; n < times; n++) {
    const result = await postLogin({ login, password: WRONG_PASSWORD }, from(addressOf(n)));
    if (result.status !== 401) throw new Error(`attempt ${n + 1} answered ${result.status}, not 401`);
  }
}

function tooManyAttemptsText(seconds: number, locale: 'en' | 'sk' = 'en') {
  return translatorFor(locale)('errors.tooManyAttempts', { minutes: Math.ceil(seconds / 60) });
}

function expectTooManyAttempts(result: Awaited<ReturnType<typeof postLogin>>, retryAfter?: number) {
  expect(result.status).toBe(429);
  expect(result.envelope.code).toBe('429');
  expect(result.data).toBeNull();
  expect(result.response.headers.get('set-cookie')).toBeNull();
  const header = Number(result.response.headers.get('retry-after'));
  if (retryAfter === undefined) {
    expect(header).toBeGreaterThan(0);
  } else {
    expect(header).toBe(retryAfter);
  }
  expect(result.envelope.message).toBe(tooManyAttemptsText(header));
}

async function rowOf(policy: RateLimitPolicyName, subject: RateLimitSubject) {
  const [row] = await db()
    .select()
    .from(schema.rateLimits)
    .where(sql`key = ${rateLimitKey(policy, subject)}`);
  return row;
}

/** What the passing of time would do: the block is over and the window long gone. */
async function endBlock(policy: RateLimitPolicyName, subject: RateLimitSubject) {
  await db().execute(sql`
    UPDATE rate_limits SET blocked_until = now() - interval '1 second', window_started_at = now() - interval '1 day'
    WHERE key = ${rateLimitKey(policy, subject)}`);
}

describe('sign-in per account (the normalized login), across addresses', () => {
  test(`${LOGIN_ACCOUNT.limit} wrong passwords pass as 401; the next attempt gets 429 with Retry-After`, async () => {
    const user = await createUser({ email: 'ada@example.test' });
    await failLogins(user.email, LOGIN_ACCOUNT.limit);

    const blocked = await postLogin({ login: user.email, password: WRONG_PASSWORD }, from('203.0.113.9'));

    expectTooManyAttempts(blocked, LOGIN_ACCOUNT.blockSeconds);
  });

  test('the login is counted in its normalized form: capitals and spaces do not open a new counter', async () => {
    await createUser({ email: 'ada@example.test' });
    await failLogins('ada@example.test', LOGIN_ACCOUNT.limit, (n) => nthAddress(n));

    expectTooManyAttempts(await postLogin({ login: '  ADA@Example.TEST ', password: WRONG_PASSWORD }, from('203.0.113.9')));
  });

  test('the right password while blocked is refused too, without a session', async () => {
    const user = await createUser();
    await failLogins(user.email, LOGIN_ACCOUNT.limit);

    const result = await postLogin({ login: user.email, password: TEST_PASSWORD }, from('203.0.113.9'));

    expectTooManyAttempts(result);
    expect(await db().$count(schema.sessions)).toBe(0);
  });

  test('an unknown login is blocked exactly like an existing one: same status, wait and message', async () => {
    const user = await createUser();
    await failLogins(user.email, LOGIN_ACCOUNT.limit);
    await failLogins('nobody@example.test', LOGIN_ACCOUNT.limit);

    const existing = await postLogin({ login: user.email, password: WRONG_PASSWORD }, from('203.0.113.9'));
    const unknown = await postLogin({ login: 'nobody@example.test', password: WRONG_PASSWORD }, from('203.0.113.10'));

    expectTooManyAttempts(existing, LOGIN_ACCOUNT.blockSeconds);
    expectTooManyAttempts(unknown, LOGIN_ACCOUNT.blockSeconds);
    expect(unknown.envelope).toEqual(existing.envelope);
  });

  test('the next offence after a block blocks twice as long, then four times', async () => {
    const user = await createUser();
    await failLogins(user.email, LOGIN_ACCOUNT.limit);
    expectTooManyAttempts(await postLogin({ login: user.email, password: WRONG_PASSWORD }), LOGIN_ACCOUNT.blockSeconds);

    await endBlock('login-account', { login: user.email });
    await failLogins(user.email, LOGIN_ACCOUNT.limit);
    expectTooManyAttempts(await postLogin({ login: user.email, password: WRONG_PASSWORD }), 2 * LOGIN_ACCOUNT.blockSeconds);

    await endBlock('login-account', { login: user.email });
    await failLogins(user.email, LOGIN_ACCOUNT.limit);
    expectTooManyAttempts(await postLogin({ login: user.email, password: WRONG_PASSWORD }), 4 * LOGIN_ACCOUNT.blockSeconds);
  });

  test('the block never grows past the policy cap', async () => {
    const user = await createUser();
    await failLogins(user.email, LOGIN_ACCOUNT.limit);
    await db().execute(sql`UPDATE rate_limits SET strikes = 40 WHERE key = ${rateLimitKey('login-account', { login: user.email })}`);
    await endBlock('login-account', { login: user.email });
    await failLogins(user.email, LOGIN_ACCOUNT.limit);

    expectTooManyAttempts(await postLogin({ login: user.email, password: WRONG_PASSWORD }), LOGIN_ACCOUNT.maxBlockSeconds);
  });

  test('strikes are forgotten after a quiet day: the next offence gets the first block again', async () => {
    const user = await createUser();
    await failLogins(user.email, LOGIN_ACCOUNT.limit);
    await db().execute(sql`
      UPDATE rate_limits SET strikes = 5, blocked_until = now() - interval '2 days', updated_at = now() - interval '2 days',
        window_started_at = now() - interval '2 days'
      WHERE key = ${rateLimitKey('login-account', { login: user.email })}`);
    await failLogins(user.email, LOGIN_ACCOUNT.limit);

    expectTooManyAttempts(await postLogin({ login: user.email, password: WRONG_PASSWORD }), LOGIN_ACCOUNT.blockSeconds);
  });

  test('a successful sign-in clears the account counter; the address keeps its failures, only the success is taken back', async () => {
    const user = await createUser();
    const ip = '203.0.113.20';
    const failures = LOGIN_ACCOUNT.limit - 1;
    await failLogins(user.email, failures, () => ip);

    expect((await postLogin({ login: user.email, password: TEST_PASSWORD }, from(ip))).status).toBe(200);

    expect(await rowOf('login-account', { login: user.email })).toBeUndefined();
    expect(await rowOf('login-ip', { ip })).toMatchObject({ hits: failures });
    await failLogins(user.email, LOGIN_ACCOUNT.limit, () => ip);
    expect(await rowOf('login-ip', { ip })).toMatchObject({ hits: failures + LOGIN_ACCOUNT.limit });
  });

  test('successful sign-ins from a shared address do not use up its budget', async () => {
    const ip = '203.0.113.21';
    const users = await Promise.all(Array.from({ length: 3 }, () => createUser()));

    for (let round = 0; round <= LOGIN_IP.limit; round++) {
      const user = users[round % users.length] as (typeof users)[number];
      expect((await postLogin({ login: user.email, password: TEST_PASSWORD }, from(ip))).status).toBe(200);
    }

    expect(await rowOf('login-ip', { ip })).toMatchObject({ hits: 0, blockedUntil: null });
  });

  test('the refusal is translated with the lang header', async () => {
    const user = await createUser();
    await failLogins(user.email, LOGIN_ACCOUNT.limit);

    const result = await postLogin({ login: user.email, password: WRONG_PASSWORD }, { headers: { lang: 'sk' } });

    expect(result.status).toBe(429);
    expect(result.envelope.message).toBe(tooManyAttemptsText(LOGIN_ACCOUNT.blockSeconds, 'sk'));
    expect(result.envelope.message).not.toBe(tooManyAttemptsText(LOGIN_ACCOUNT.blockSeconds, 'en'));
  });

  test('neither the password nor anything but the normalized login is stored', async () => {
    await failLogins('Ada@Example.test', 2);

    const keys = (await db().select({ key: schema.rateLimits.key }).from(schema.rateLimits)).map((row) => row.key);

    expect(keys).toContain(rateLimitKey('login-account', { login: 'ada@example.test' }));
    expect(JSON.stringify(keys)).not.toContain(WRONG_PASSWORD);
  });
});

describe('sign-in per address, across accounts', () => {
  test(`${LOGIN_IP.limit} attempts on different logins pass; the next is refused even with the right password`, async () => {
    const ip = '192.0.2.77';
    const user = await createUser();
    for (let n = 0; n < LOGIN_IP.limit; n++) {
      const result = await postLogin({ login: `nobody-${n}@example.test`, password: WRONG_PASSWORD }, from(ip));
      expect(result.status).toBe(401);
    }

    expectTooManyAttempts(await postLogin({ login: user.email, password: TEST_PASSWORD }, from(ip)), LOGIN_IP.blockSeconds);
    expect((await postLogin({ login: user.email, password: TEST_PASSWORD }, from('192.0.2.78'))).status).toBe(200);
  });

  test('a subject of kilobytes is counted under a hash, not answered as an outage', async () => {
    // Random, so PostgreSQL cannot compress it below its index row limit.
    const long = { login: randomBytes(3000).toString('hex') };

    for (let n = 0; n < LOGIN_ACCOUNT.limit; n++) await enforceRateLimit('login-account', long);

    await expect(enforceRateLimit('login-account', long)).rejects.toMatchObject({ status: 429 });
    expect(rateLimitKey('login-account', long)).toMatch(/^login-account:sha256:[0-9a-f]{64}$/);
  });

  test('a blocked address does not count against the accounts it keeps trying', async () => {
    const ip = '192.0.2.79';
    const user = await createUser();
    await db()
      .insert(schema.rateLimits)
      .values({ key: rateLimitKey('login-ip', { ip }), blockedUntil: sql`now() + interval '5 minutes'` });

    for (let n = 0; n < LOGIN_ACCOUNT.limit + 2; n++)
      expect((await postLogin({ login: user.email, password: WRONG_PASSWORD }, from(ip))).status).toBe(429);

    expect(await rowOf('login-account', { login: user.email })).toBeUndefined();
  });
});

describe('registration per address', () => {
  const registration = (n: number) => personalRegistration({ email: `new-${n}@example.test` });

  test(`${REGISTER_IP.limit} sign-ups from one address pass; the next gets 429 and creates nothing`, async () => {
    const ip = '192.0.2.10';
    for (let n = 0; n < REGISTER_IP.limit; n++) expect((await postRegister(registration(n), from(ip))).status).toBe(200);

    const refused = await postRegister(registration(999), from(ip));

    expectTooManyAttempts(refused, REGISTER_IP.blockSeconds);
    expect(await countUsers()).toBe(REGISTER_IP.limit);
    expect((await postRegister(registration(999), from('192.0.2.11'))).status).toBe(200);
    // 22 argon2id hashes, each sign-up also writing its code and e-mail: seconds on a busy machine.
  });
});

describe('the limiter itself', () => {
  test('concurrent attempts are each counted exactly once', async () => {
    const attempts = 40;

    await Promise.all(Array.from({ length: attempts }, () => enforceRateLimit('login-ip', { ip: '192.0.2.50' })));

    expect(await rowOf('login-ip', { ip: '192.0.2.50' })).toMatchObject({ hits: attempts, strikes: 0, blockedUntil: null });
  });

  test('concurrent attempts past the limit: exactly `limit` go ahead, every other one is refused with 429', async () => {
    const { limit, blockSeconds } = RATE_LIMIT_POLICIES.totp;

    const outcomes = await Promise.allSettled(Array.from({ length: limit + 10 }, () => enforceRateLimit('totp', { account: 42 })));

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(limit);
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(refusals).toHaveLength(10);
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal).toMatchObject({ status: 429, messageKey: 'tooManyAttempts' });
      expect(refusal.extra.retryAfterSeconds).toBeGreaterThan(0);
      expect(refusal.extra.retryAfterSeconds).toBeLessThanOrEqual(blockSeconds);
    }
    expect(await rowOf('totp', { account: 42 })).toMatchObject({ strikes: 1 });
  });

  test.each(Object.keys(RATE_LIMIT_POLICIES) as RateLimitPolicyName[])('policy %s blocks the attempt after its limit', async (policy) => {
    const { limit, blockSeconds } = RATE_LIMIT_POLICIES[policy];
    for (let n = 0; n < limit; n++) await enforceRateLimit(policy, { login: 'subject' });

    await expect(enforceRateLimit(policy, { login: 'subject' })).rejects.toMatchObject({
      status: 429,
      extra: { retryAfterSeconds: blockSeconds, values: { minutes: Math.ceil(blockSeconds / 60) } },
    });
    await expect(enforceRateLimit(policy, { login: 'another subject' })).resolves.toBeUndefined();
  });

  test('several limits in one call count each in turn; a refused one leaves the limits after it unspent', async () => {
    const { limit, blockSeconds } = RATE_LIMIT_POLICIES['transfer-lookup-ip'];
    const both = () =>
      enforceRateLimits([
        ['transfer-lookup-ip', { ip: '192.0.2.60' }],
        ['transfer-lookup', { account: 7 }],
      ]);
    for (let n = 0; n < 3; n++) await both();
    expect(await rowOf('transfer-lookup-ip', { ip: '192.0.2.60' })).toMatchObject({ hits: 3 });
    expect(await rowOf('transfer-lookup', { account: 7 })).toMatchObject({ hits: 3 });

    for (let n = 3; n < limit; n++) await enforceRateLimit('transfer-lookup-ip', { ip: '192.0.2.60' });
    await expect(both()).rejects.toMatchObject({ status: 429, extra: { retryAfterSeconds: blockSeconds } });

    expect(await rowOf('transfer-lookup-ip', { ip: '192.0.2.60' })).toMatchObject({ strikes: 1 });
    expect(await rowOf('transfer-lookup', { account: 7 })).toMatchObject({ hits: 3, strikes: 0 });
  });

  test('a refusal by a later limit of the call is answered with its own wait', async () => {
    const { limit, blockSeconds } = RATE_LIMIT_POLICIES['recovery-address-from-ip'];
    const attempt = () =>
      enforceRateLimits([
        ['recovery-ip', { ip: '192.0.2.61' }],
        ['recovery-address-from-ip', { emailFromIp: { email: 'owner@example.test', ip: '192.0.2.61' } }],
      ]);
    for (let n = 0; n < limit; n++) await attempt();

    await expect(attempt()).rejects.toMatchObject({ status: 429, extra: { retryAfterSeconds: blockSeconds } });
    expect(await rowOf('recovery-ip', { ip: '192.0.2.61' })).toMatchObject({ hits: limit + 1, strikes: 0 });
  });

  test('a new window starts the count afresh', async () => {
    const { limit } = RATE_LIMIT_POLICIES['code-check'];
    for (let n = 0; n < limit; n++) await enforceRateLimit('code-check', { login: 'subject' });
    await db().execute(
      sql`UPDATE rate_limits SET window_started_at = now() - interval '1 day' WHERE key = ${rateLimitKey('code-check', { login: 'subject' })}`,
    );

    for (let n = 0; n < limit; n++) await enforceRateLimit('code-check', { login: 'subject' });

    expect(await rowOf('code-check', { login: 'subject' })).toMatchObject({ hits: limit, strikes: 0, blockedUntil: null });
  });

  test('clearRateLimit forgets the subject', async () => {
    const { limit } = RATE_LIMIT_POLICIES['recovery-address'];
    for (let n = 0; n <= limit; n++) await enforceRateLimit('recovery-address', { email: 'owner@example.test' }).catch(() => undefined);

    await clearRateLimit('recovery-address', { email: 'owner@example.test' });

    await expect(enforceRateLimit('recovery-address', { email: 'owner@example.test' })).resolves.toBeUndefined();
  });

  test('the cleanup deletes rows quiet for a day and keeps recent or still-blocked ones', async () => {
    await db()
      .insert(schema.rateLimits)
      .values([
        { key: 'stale', updatedAt: sql`now() - interval '25 hours'` },
        { key: 'stale-block-over', updatedAt: sql`now() - interval '3 days'`, blockedUntil: sql`now() - interval '2 days'` },
        { key: 'recent', updatedAt: sql`now() - interval '1 hour'` },
        { key: 'long-block', updatedAt: sql`now() - interval '25 hours'`, blockedUntil: sql`now() + interval '1 hour'` },
        { key: 'block-just-over', updatedAt: sql`now() - interval '25 hours'`, blockedUntil: sql`now() - interval '1 hour'` },
      ]);

    expect(await deleteStaleRateLimits()).toBe(2);

    const keys = (await db().select({ key: schema.rateLimits.key }).from(schema.rateLimits)).map((row) => row.key).sort();
    expect(keys).toEqual(['block-just-over', 'long-block', 'recent']);
  });
});
