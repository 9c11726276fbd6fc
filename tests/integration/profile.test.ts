import { asc, eq } from 'drizzle-orm';
import { ACCESS_TOKEN_MISMATCH } from '@/lib/api/envelope';
import { previousSuccessfulLogin, recentLoginAttempts } from '@/lib/server/auth/session/login-events';
import { lookupSession } from '@/lib/server/auth/session/session';
import { db, schema } from '@/lib/server/db';
import { createUser, resetDatabase, TEST_PASSWORD } from '../support/db';
import { callLegacy, VIEW_USER_CALL } from '../support/legacy';
import { messageText } from '../support/messages';
import { fromDevice, getSessions, openOtherDeviceSession, postChangePassword, postRevokeSession, postSettings } from '../support/profile';
import { postLogin, signIn } from '../support/session';
import { authenticatorCodeSteps } from '../support/totp';
import { postTwoFactor } from '../support/twofactor';

beforeEach(resetDatabase);
afterEach(() => jest.restoreAllMocks());

type User = Awaited<ReturnType<typeof createUser>>;

const storedEvents = (user: User) =>
  db()
    .select({ success: schema.loginEvents.success, ip: schema.loginEvents.ip, userAgent: schema.loginEvents.userAgent })
    .from(schema.loginEvents)
    .where(eq(schema.loginEvents.userId, user.id))
    .orderBy(asc(schema.loginEvents.id));

const storedUser = async (user: User) => (await db().select().from(schema.users).where(eq(schema.users.id, user.id)))[0]!;

async function sessionIdOf(token: string): Promise<number> {
  const lookup = await lookupSession(token);
  if (!lookup.ok) throw new Error('no live session for the token');
  return lookup.session.sessionId;
}

/** The status and message of an answer, compared in one go so a failure shows both. */
const answerOf = (result: { status: number; envelope: { message: string } }) => ({
  status: result.status,
  message: result.envelope.message,
});

/** A token whose session was ended answers the legacy "Access Token Not Match!". */
async function expectStale(user: User, token: string) {
  expect(answerOf(await callLegacy(VIEW_USER_CALL, user.id, { token }))).toEqual({ status: 401, message: ACCESS_TOKEN_MISMATCH });
}

/** 422 naming exactly these fields, each with its English text. */
function expectFieldErrors(result: { status: number; data: any }, fields: Record<string, string>) {
  expect(result.status).toBe(422);
  expect(result.data.fieldErrors).toEqual(
    Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, messageText('en', key)])),
  );
}

describe('login events', () => {
  const CHROME_WINDOWS = fromDevice('203.0.113.7').headers['user-agent'];

  test('a password sign-in records a success with IP and user agent; a wrong password a failure', async () => {
    const user = await createUser();

    await postLogin({ login: user.email, password: 'not the password' }, fromDevice('203.0.113.9'));
    await postLogin({ login: user.email, password: TEST_PASSWORD }, fromDevice('203.0.113.7'));

    expect(await storedEvents(user)).toEqual([
      { success: false, ip: '203.0.113.9', userAgent: CHROME_WINDOWS },
      { success: true, ip: '203.0.113.7', userAgent: CHROME_WINDOWS },
    ]);
  });

  test('an unknown login records nothing', async () => {
    await createUser();
    await postLogin({ login: 'nobody@example.test', password: TEST_PASSWORD });
    expect(await db().$count(schema.loginEvents)).toBe(0);
  });

  test('with 2FA the success is recorded by the code step, not by the password alone', async () => {
    jest.spyOn(Date, 'now').mockReturnValue((Math.floor(Date.now() / 30_000) + 0.5) * 30_000);
    const user = await createUser();
    const token = await signIn(user);
    const secret = (await postTwoFactor('setup', {}, { token })).data.secret;
    await postTwoFactor('enable', { password: TEST_PASSWORD, code: authenticatorCodeSteps(secret, -1) }, { token });
    await db().delete(schema.loginEvents);

    const pending = await postLogin({ login: user.email, password: TEST_PASSWORD }, fromDevice('203.0.113.5'));
    expect(await storedEvents(user)).toEqual([]);
    await postTwoFactor(
      'verify',
      { code: authenticatorCodeSteps(secret, 0) },
      { token: pending.data.temp_accesstoken, ...fromDevice('203.0.113.5') },
    );

    expect(await storedEvents(user)).toEqual([{ success: true, ip: '203.0.113.5', userAgent: CHROME_WINDOWS }]);
  });

  test('the last login is the previous successful sign-in, not the current one nor a failure', async () => {
    const user = await createUser();
    const first = await signIn(user, fromDevice('198.51.100.1'));
    expect(await previousSuccessfulLogin(user.id, await sessionIdOf(first))).toBeNull();

    await postLogin({ login: user.email, password: 'wrong password' }, fromDevice('198.51.100.66'));
    const current = await signIn(user, fromDevice('198.51.100.2'));

    expect(await previousSuccessfulLogin(user.id, await sessionIdOf(current))).toMatchObject({ success: true, ip: '198.51.100.1' });
  });

  test('the history holds the last ten attempts, newest first', async () => {
    const user = await createUser();
    // Failures alternate with successes, which clear the account's sign-in limit.
    const succeeds = (attempt: number) => attempt % 2 === 0;
    for (let attempt = 1; attempt <= 11; attempt++) {
      await postLogin({ login: user.email, password: succeeds(attempt) ? TEST_PASSWORD : 'wrong' }, fromDevice(`192.0.2.${attempt}`));
    }

    const history = await recentLoginAttempts(user.id);

    expect(history.map((event) => [event.ip, event.success])).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((attempt) => [`192.0.2.${attempt}`, succeeds(attempt)]),
    );
  });
});

describe('POST user/v1/settings/notifications', () => {
  const ALL_OFF = {
    transferReceived: false,
    fundsAdded: false,
    failedLogin: false,
    internalMessage: false,
    newsPublished: false,
    priceAlert: false,
  };

  test('saves the five switches and answers them', async () => {
    const user = await createUser();
    const token = await signIn(user);
    const settings = { ...ALL_OFF, fundsAdded: true, newsPublished: true };

    const result = await postSettings('notifications', settings, { token });

    expect(result.status).toBe(200);
    expect(result.data).toEqual(settings);
    expect(await storedUser(user)).toMatchObject({
      notifyTransferReceived: false,
      notifyFundsAdded: true,
      notifyFailedLogin: false,
      notifyInternalMessage: false,
      notifyNewsPublished: true,
    });
  });

  test.each([
    ['a missing switch', { ...ALL_OFF, newsPublished: undefined }, 'newsPublished'],
    ['a string instead of a boolean', { ...ALL_OFF, fundsAdded: 'true' }, 'fundsAdded'],
    ['an unknown field', { ...ALL_OFF, isAdmin: true }, '_'],
  ])('refuses %s with 422 and changes nothing', async (_label, body, field) => {
    const user = await createUser();
    const token = await signIn(user);

    const result = await postSettings('notifications', body, { token });

    expect(result.status).toBe(422);
    expect(Object.keys(result.data.fieldErrors)).toEqual([field]);
    expect((await storedUser(user)).notifyTransferReceived).toBe(true);
  });
});

describe('POST user/v1/settings/antiphishing', () => {
  test.each([
    ['letters and digits', 'Kr7pto', 'Kr7pto'],
    ['surrounding spaces trimmed', '  abcd  ', 'abcd'],
    ['20 characters', 'a1'.repeat(10), 'a1'.repeat(10)],
  ])('saves %s', async (_label, code, stored) => {
    const user = await createUser();
    const token = await signIn(user);

    const result = await postSettings('antiphishing', { code }, { token });

    expect(result.status).toBe(200);
    expect(result.data).toEqual({ anti_phishing_code: stored });
    expect((await storedUser(user)).antiPhishingCode).toBe(stored);
  });

  test('an empty code removes it', async () => {
    const user = await createUser({ antiPhishingCode: 'Old1' });
    const token = await signIn(user);

    expect((await postSettings('antiphishing', { code: '' }, { token })).data).toEqual({ anti_phishing_code: null });
    expect((await storedUser(user)).antiPhishingCode).toBeNull();
  });

  test.each([
    ['too short', 'abc', 'validation.antiPhishing'],
    ['too long', 'a'.repeat(21), 'validation.antiPhishing'],
    ['with a space inside', 'ab cd', 'validation.antiPhishing'],
    ['with punctuation', 'abcd!', 'validation.antiPhishing'],
    ['non-ASCII letters', 'žluťoučký', 'validation.antiPhishing'],
    ['HTML', '<script>alert(1)</script>', 'validation.antiPhishing'],
    ['an HTML attribute', '"><img src=x onerror=alert(1)>', 'validation.antiPhishing'],
    ['SQL', "' OR 1=1 --", 'validation.antiPhishing'],
    ['SQL drop', "'; DROP TABLE users; --", 'validation.antiPhishing'],
    ['missing', undefined, 'validation.required'],
  ])('refuses a code %s with 422 on the field, keeping the old one', async (_label, code, key) => {
    const user = await createUser({ antiPhishingCode: 'Keep1' });
    const token = await signIn(user);

    const result = await postSettings('antiphishing', { code }, { token });

    expectFieldErrors(result, { code: key });
    expect(JSON.stringify(result.envelope)).not.toContain('<script>');
    expect((await storedUser(user)).antiPhishingCode).toBe('Keep1');
  });

  test('field messages come in the language of the request', async () => {
    const token = await signIn(await createUser());
    const result = await postSettings('antiphishing', { code: 'ab' }, { token, headers: { lang: 'de' } });
    expect(result.data.fieldErrors).toEqual({ code: messageText('de', 'validation.antiPhishing') });
  });
});

describe('sessions', () => {
  test('the list holds only the caller’s live sessions, the current one marked', async () => {
    const me = await createUser();
    const other = await createUser();
    const token = await signIn(me, fromDevice('203.0.113.1'));
    const phone = await openOtherDeviceSession(me.id);
    await signIn(other);
    const expired = await openOtherDeviceSession(me.id);
    await db()
      .update(schema.sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.sessions.id, expired.id));

    const result = await getSessions({ token });

    expect(result.status).toBe(200);
    expect(result.data.sessions).toEqual([
      expect.objectContaining({ id: phone.id, device: 'Safari · iOS', ip: '198.51.100.20', current: false }),
      expect.objectContaining({ id: await sessionIdOf(token), device: 'Chrome · Windows', ip: '203.0.113.1', current: true }),
    ]);
  });

  test('revoking another own session ends it ("Access Token Not Match!") and keeps the current one', async () => {
    const me = await createUser();
    const token = await signIn(me);
    const phone = await openOtherDeviceSession(me.id);

    expect((await postRevokeSession(phone.id, { token })).status).toBe(200);

    await expectStale(me, phone.token);
    expect((await callLegacy(VIEW_USER_CALL, me.id, { token })).status).toBe(200);
    expect((await getSessions({ token })).data.sessions).toHaveLength(1);
  });

  test("another user's session id → 404, the same as an unknown id, and it stays valid", async () => {
    const me = await createUser();
    const victim = await createUser();
    const token = await signIn(me);
    const victimToken = await signIn(victim);
    const victimSessionId = await sessionIdOf(victimToken);

    const foreign = await postRevokeSession(victimSessionId, { token });
    const unknown = await postRevokeSession(999_999, { token });

    for (const result of [foreign, unknown]) {
      expect(answerOf(result)).toEqual({ status: 404, message: messageText('en', 'errors.sessionNotFound') });
    }
    expect((await callLegacy(VIEW_USER_CALL, victim.id, { token: victimToken })).status).toBe(200);
  });

  test('the current session is not revoked here (409): logout does that', async () => {
    const me = await createUser();
    const token = await signIn(me);

    const result = await postRevokeSession(await sessionIdOf(token), { token });

    expect(answerOf(result)).toEqual({ status: 409, message: messageText('en', 'errors.cannotRevokeCurrentSession') });
    expect((await callLegacy(VIEW_USER_CALL, me.id, { token })).status).toBe(200);
  });

  test.each(['abc', '0', '-1', '1e3'])('a malformed id %j → 400', async (id) => {
    const token = await signIn(await createUser());
    expect((await postRevokeSession(id, { token })).status).toBe(400);
  });
});

describe('POST user/v1/changepassword', () => {
  const NEW_PASSWORD = 'a brand new passphrase';
  const change = (overrides: Record<string, unknown> = {}) => ({
    oldPassword: TEST_PASSWORD,
    newPassword: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
    ...overrides,
  });

  test('changes the password, ends every other session and keeps the current one', async () => {
    const user = await createUser();
    const token = await signIn(user);
    const phone = await openOtherDeviceSession(user.id);

    const result = await postChangePassword(change(), { token });

    expect(result.status).toBe(200);
    await expectStale(user, phone.token);
    expect((await callLegacy(VIEW_USER_CALL, user.id, { token })).status).toBe(200);
    expect((await storedUser(user)).passwordChangedAt).toEqual(expect.any(Date));
    expect((await postLogin({ login: user.email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await postLogin({ login: user.email, password: NEW_PASSWORD })).status).toBe(200);
  });

  test('a wrong old password → 422 on the old-password field; nothing changes', async () => {
    const user = await createUser();
    const token = await signIn(user);
    const phone = await openOtherDeviceSession(user.id);
    const before = (await storedUser(user)).passwordHash;

    const result = await postChangePassword(change({ oldPassword: 'not my password' }), { token });

    expectFieldErrors(result, { oldPassword: 'errors.wrongOldPassword' });
    expect(result.envelope.message).toBe(messageText('en', 'errors.wrongOldPassword'));
    expect((await storedUser(user)).passwordHash).toBe(before);
    expect((await callLegacy(VIEW_USER_CALL, user.id, { token: phone.token })).status).toBe(200);
  });

  test.each([
    [
      'a confirmation differing from the new password',
      { confirmPassword: 'something else entirely' },
      { confirmPassword: 'validation.passwordMismatch' },
    ],
    [
      'a new password equal to the old one',
      { newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
      { newPassword: 'validation.passwordUnchanged' },
    ],
    ['a new password under 8 characters', { newPassword: 'short', confirmPassword: 'short' }, { newPassword: 'validation.passwordLength' }],
    [
      'a new password over 128 characters',
      { newPassword: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) },
      { newPassword: 'validation.passwordLength' },
    ],
    [
      'all fields empty',
      { oldPassword: '', newPassword: '', confirmPassword: '' },
      { oldPassword: 'validation.required', newPassword: 'validation.required', confirmPassword: 'validation.required' },
    ],
  ])('refuses %s with 422 per field', async (_label, overrides, fields) => {
    const user = await createUser();
    const token = await signIn(user);

    expectFieldErrors(await postChangePassword(change(overrides), { token }), fields);
    expect((await postLogin({ login: user.email, password: TEST_PASSWORD })).status).toBe(200);
  });

  test('old-password guesses are rate-limited per account (429), even the right one once blocked', async () => {
    const user = await createUser();
    const token = await signIn(user);
    for (let attempt = 0; attempt < 8; attempt++)
      expect((await postChangePassword(change({ oldPassword: `guess ${attempt}` }), { token })).status).toBe(422);

    const blocked = await postChangePassword(change(), { token });

    expect(blocked.status).toBe(429);
    expect(blocked.response.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
