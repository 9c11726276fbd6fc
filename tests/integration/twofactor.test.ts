import { eq, sql } from 'drizzle-orm';
import { ACCESS_TOKEN_MISMATCH } from '@/lib/api/envelope';
import { db, schema } from '@/lib/server/db';
import { createUser, resetDatabase, TEST_PASSWORD, updateUser } from '../support/db';
import { postProfileUpdate, VALID_PROFILE } from '../support/edit-profile';
import { callLegacy, VIEW_USER_CALL } from '../support/legacy';
import { messageText } from '../support/messages';
import { NEVER_ISSUED_TOKEN, postLogin, signIn } from '../support/session';
import { authenticatorCode } from '../support/totp';
import { postTwoFactor } from '../support/twofactor';

type User = Awaited<ReturnType<typeof createUser>>;

// The clock stands still in the middle of a 30 s step for each test, so "the current code" and "the code
// of the previous step" cannot change between computing a code and the server checking it.
beforeEach(async () => {
  await resetDatabase();
  const stepMiddle = (Math.floor(Date.now() / 30_000) + 0.5) * 30_000;
  jest.spyOn(Date, 'now').mockReturnValue(stepMiddle);
});
afterEach(() => jest.restoreAllMocks());

/** What a standard authenticator app shows for `secret`, `steps` time steps from now. */
const codeAt = (secret: string, steps = 0) => authenticatorCode(secret, Date.now() / 1000 + steps * 30);

const storedRow = async (user: User) => {
  const [row] = await db().select().from(schema.users).where(eq(schema.users.id, user.id));
  return row!;
};

/** Setup through the API; answers the secret shown for manual entry. */
async function startSetup(token: string): Promise<string> {
  const result = await postTwoFactor('setup', {}, { token });
  expect(result.status).toBe(200);
  return result.data.secret;
}

/**
 * A user who turned 2FA on through the API with the code of the previous step, so the current step's
 * code is still unused for the test.
 */
async function userWithAuthenticator(): Promise<{ user: User; secret: string; active: string }> {
  const user = await createUser();
  const active = await signIn(user);
  const secret = await startSetup(active);
  const enabled = await postTwoFactor('enable', { password: TEST_PASSWORD, code: codeAt(secret, -1) }, { token: active });
  expect(enabled.status).toBe(200);
  return { user, secret, active };
}

/** Password sign-in of an account with 2FA: the temporary token of the pending session. */
async function pendingSignIn(user: User): Promise<string> {
  const result = await postLogin({ login: user.email, password: TEST_PASSWORD });
  expect(result.status).toBe(200);
  expect(result.data).toEqual({ temp_u_id: user.id, temp_accesstoken: expect.any(String), second_factor: 'authenticator' });
  return result.data.temp_accesstoken;
}

function expectRefused(result: { status: number; envelope: { message: string }; data: unknown }, status: number, messageKey: string) {
  expect({ status: result.status, message: result.envelope.message }).toEqual({ status, message: messageText('en', messageKey) });
}

describe('POST user/v1/twofactor/setup', () => {
  test('gives a new secret, its otpauth URI and QR code, stores it encrypted and leaves 2FA off', async () => {
    const user = await createUser({ email: 'ada@example.test' });
    const token = await signIn(user);

    const result = await postTwoFactor('setup', {}, { token });

    expect(result.status).toBe(200);
    const { secret, otpauth_uri: uri, qr_svg: svg } = result.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(`otpauth://totp/Kryptomat:ada%40example.test?secret=${secret}&issuer=Kryptomat&algorithm=SHA1&digits=6&period=30`);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    const row = await storedRow(user);
    expect(row.authEnabled).toBe(false);
    expect(row.totpSecret).toEqual(expect.any(String));
    expect(row.totpSecret).not.toContain(secret);
  });

  test('a second setup replaces the first secret: codes of the first no longer enable', async () => {
    const user = await createUser();
    const token = await signIn(user);
    const first = await startSetup(token);
    const second = await startSetup(token);
    expect(second).not.toBe(first);

    const withFirst = await postTwoFactor('enable', { password: TEST_PASSWORD, code: codeAt(first) }, { token });

    expectRefused(withFirst, 422, 'errors.totpInvalid');
    const withSecond = await postTwoFactor('enable', { password: TEST_PASSWORD, code: codeAt(second) }, { token });
    expect(withSecond.status).toBe(200);
  });

  test('is refused with 409 while 2FA is on, keeping the secret', async () => {
    const { active, user } = await userWithAuthenticator();
    const before = (await storedRow(user)).totpSecret;

    expectRefused(await postTwoFactor('setup', {}, { token: active }), 409, 'errors.twoFactorAlreadyEnabled');
    expect((await storedRow(user)).totpSecret).toBe(before);
  });

  test('needs a signed-in session: none → 401, pending → 401 asking for the second factor', async () => {
    const { user } = await userWithAuthenticator();
    const pending = await pendingSignIn(user);

    expectRefused(await postTwoFactor('setup', {}), 401, 'errors.signInRequired');
    expectRefused(await postTwoFactor('setup', {}, { token: pending }), 401, 'errors.secondFactorRequired');
  });
});

describe('POST user/v1/twofactor/enable', () => {
  test('with the password and a code from a standard authenticator: 2FA is on (viewuser says "true")', async () => {
    const user = await createUser();
    const token = await signIn(user);
    const secret = await startSetup(token);

    const result = await postTwoFactor('enable', { password: TEST_PASSWORD, code: codeAt(secret) }, { token });

    expect(result.status).toBe(200);
    expect((await storedRow(user)).authEnabled).toBe(true);
    expect((await callLegacy(VIEW_USER_CALL, user.id, { token })).data).toMatchObject({ auth_enabled: 'true' });
  });

  test('ends the forced security step of a migrated account: viewuser no longer asks for it', async () => {
    const user = await createUser({ oldLevelNumber: 2 });
    const token = await signIn(user);
    expect((await callLegacy(VIEW_USER_CALL, user.id, { token })).data).toMatchObject({ old_level_number: 2, auth_enabled: 'false' });
    const secret = await startSetup(token);

    await postTwoFactor('enable', { password: TEST_PASSWORD, code: codeAt(secret) }, { token });

    expect((await callLegacy(VIEW_USER_CALL, user.id, { token })).data).toMatchObject({ old_level_number: 2, auth_enabled: 'true' });
  });

  test('accepts the code typed with a space, as the apps show it ("123 456")', async () => {
    const user = await createUser();
    const token = await signIn(user);
    const secret = await startSetup(token);
    const code = codeAt(secret);

    const result = await postTwoFactor('enable', { password: TEST_PASSWORD, code: `${code.slice(0, 3)} ${code.slice(3)}` }, { token });

    expect(result.status).toBe(200);
  });

  test('refuses a wrong password (422, the password message) and a wrong code (422, "authenticator code invalid")', async () => {
    const user = await createUser();
    const token = await signIn(user);
    const secret = await startSetup(token);
    const wrongCode = codeAt(secret) === '000000' ? '111111' : '000000';

    expectRefused(
      await postTwoFactor('enable', { password: 'not the password', code: codeAt(secret) }, { token }),
      422,
      'errors.wrongPassword',
    );
    expectRefused(await postTwoFactor('enable', { password: TEST_PASSWORD, code: wrongCode }, { token }), 422, 'errors.totpInvalid');
    expect((await storedRow(user)).authEnabled).toBe(false);
  });

  test('answers in the language of the request', async () => {
    const user = await createUser();
    const token = await signIn(user);
    const secret = await startSetup(token);
    const wrongCode = codeAt(secret) === '000000' ? '111111' : '000000';

    const result = await postTwoFactor('enable', { password: TEST_PASSWORD, code: wrongCode }, { token, headers: { lang: 'sk' } });

    expect(result.envelope.message).toBe(messageText('sk', 'errors.totpInvalid'));
  });

  test('refuses missing fields and a code that is not 6 digits with per-field messages (422)', async () => {
    const user = await createUser();
    const token = await signIn(user);
    await startSetup(token);

    const missing = await postTwoFactor('enable', {}, { token });
    const malformed = await postTwoFactor('enable', { password: TEST_PASSWORD, code: '12345a' }, { token });

    expect(missing.status).toBe(422);
    expect(missing.data.fieldErrors).toEqual({
      password: messageText('en', 'validation.required'),
      code: messageText('en', 'validation.required'),
    });
    expect(malformed.status).toBe(422);
    expect(malformed.data.fieldErrors).toEqual({ code: messageText('en', 'validation.totpCode') });
  });

  test('without a setup first: 409', async () => {
    const user = await createUser();
    const token = await signIn(user);

    expectRefused(await postTwoFactor('enable', { password: TEST_PASSWORD, code: '123456' }, { token }), 409, 'errors.twoFactorNotSetUp');
  });

  test('twice: 409 the second time', async () => {
    const { active, secret } = await userWithAuthenticator();

    expectRefused(
      await postTwoFactor('enable', { password: TEST_PASSWORD, code: codeAt(secret) }, { token: active }),
      409,
      'errors.twoFactorAlreadyEnabled',
    );
  });
});

describe('signing in with 2FA on', () => {
  test('password → pending; the temporary token opens nothing else; a current code → active session', async () => {
    const { user, secret } = await userWithAuthenticator();
    const pending = await pendingSignIn(user);
    const viewuserWithPending = await callLegacy(VIEW_USER_CALL, user.id, { token: pending });
    expectRefused(viewuserWithPending, 401, 'errors.secondFactorRequired');

    const result = await postTwoFactor('verify', { code: codeAt(secret) }, { token: pending });

    expect(result.status).toBe(200);
    expect(result.data).toEqual({
      u_id: user.id,
      accesstoken: expect.any(String),
      user: expect.objectContaining({ u_id: user.id, auth_enabled: 'true' }),
    });
    const active = result.data.accesstoken;
    expect(active).not.toBe(pending);
    expect(result.response.headers.get('set-cookie')).toContain(`kt_session=${active}`);
    expect((await callLegacy(VIEW_USER_CALL, user.id, { token: active })).status).toBe(200);
    // The temporary token is spent.
    const again = await postTwoFactor('verify', { code: codeAt(secret, 1) }, { token: pending });
    expect({ status: again.status, message: again.envelope.message }).toEqual({ status: 401, message: ACCESS_TOKEN_MISMATCH });
  });

  test('the session that was open before is signed out only once the code is given', async () => {
    const { user, secret, active: before } = await userWithAuthenticator();
    const pending = await pendingSignIn(user);
    expect((await callLegacy(VIEW_USER_CALL, user.id, { token: before })).status).toBe(200);

    await postTwoFactor('verify', { code: codeAt(secret) }, { token: pending });

    expect((await callLegacy(VIEW_USER_CALL, user.id, { token: before })).envelope.message).toBe(ACCESS_TOKEN_MISMATCH);
  });

  test('a code is good once: the same code for a second sign-in is refused (replay)', async () => {
    const { user, secret } = await userWithAuthenticator();
    const code = codeAt(secret);
    expect((await postTwoFactor('verify', { code }, { token: await pendingSignIn(user) })).status).toBe(200);

    const replay = await postTwoFactor('verify', { code }, { token: await pendingSignIn(user) });

    expectRefused(replay, 422, 'errors.totpInvalid');
  });

  test('two requests racing with one code: exactly one signs in', async () => {
    const { user, secret } = await userWithAuthenticator();
    const code = codeAt(secret);
    const [first, second] = [await pendingSignIn(user), await pendingSignIn(user)];

    const results = await Promise.all([first, second].map((token) => postTwoFactor('verify', { code }, { token })));

    // The loser is refused either by the step check (422) or, if the winner got there first, because its
    // pending session was revoked with the winner's sign-in (401).
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  });

  test.each([
    ['one step old', -1, 200],
    ['one step ahead', 1, 200],
    ['two steps old', -2, 422],
    ['two steps ahead', 2, 422],
  ])('a code %s: %i', async (_label, steps, status) => {
    const user = await createUser();
    const token = await signIn(user);
    const secret = await startSetup(token);
    // The last used step moved three steps back, so every code of the window is newer than it.
    await postTwoFactor('enable', { password: TEST_PASSWORD, code: codeAt(secret) }, { token });
    await updateUser(user.id, { totpLastStep: Math.floor(Date.now() / 30_000) - 3 });

    const result = await postTwoFactor('verify', { code: codeAt(secret, steps) }, { token: await pendingSignIn(user) });

    expect(result.status).toBe(status);
  });

  test('a code older than the last accepted one is refused even inside the window', async () => {
    const { user, secret } = await userWithAuthenticator();
    expect((await postTwoFactor('verify', { code: codeAt(secret, 1) }, { token: await pendingSignIn(user) })).status).toBe(200);

    const older = await postTwoFactor('verify', { code: codeAt(secret) }, { token: await pendingSignIn(user) });

    expectRefused(older, 422, 'errors.totpInvalid');
  });

  test('a wrong code: 422 "authenticator code invalid", and the pending session may try again', async () => {
    const { user, secret } = await userWithAuthenticator();
    const pending = await pendingSignIn(user);
    const wrongCode = codeAt(secret) === '000000' ? '111111' : '000000';

    expectRefused(await postTwoFactor('verify', { code: wrongCode }, { token: pending }), 422, 'errors.totpInvalid');
    expect((await postTwoFactor('verify', { code: codeAt(secret) }, { token: pending })).status).toBe(200);
  });

  test('guessing codes hits the account limit: 429 with Retry-After, even for the right code, until it lifts', async () => {
    const { user, secret } = await userWithAuthenticator();
    const pending = await pendingSignIn(user);
    const wrongCode = codeAt(secret) === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await postTwoFactor('verify', { code: wrongCode }, { token: pending })).status).toBe(422);
    }

    const blocked = await postTwoFactor('verify', { code: codeAt(secret) }, { token: pending });

    expect(blocked.status).toBe(429);
    expect(Number(blocked.response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test.each([
    ['an active session', 401, 'errors.secondFactorNotPending'],
    ['no token', 401, 'errors.signInRequired'],
  ])('verify with %s is refused', async (label, status, key) => {
    const { active, secret } = await userWithAuthenticator();

    const result = await postTwoFactor('verify', { code: codeAt(secret) }, label === 'no token' ? {} : { token: active });

    expectRefused(result, status, key);
  });

  test('verify with an unknown token: 401 "Access Token Not Match!"', async () => {
    const { secret } = await userWithAuthenticator();

    const result = await postTwoFactor('verify', { code: codeAt(secret) }, { token: NEVER_ISSUED_TOKEN });

    expect({ status: result.status, message: result.envelope.message }).toEqual({ status: 401, message: ACCESS_TOKEN_MISMATCH });
  });

  test('an expired pending session: 401 "Access Token Not Match!"', async () => {
    const { user, secret } = await userWithAuthenticator();
    const pending = await pendingSignIn(user);
    await db()
      .update(schema.sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(schema.sessions.state, 'pending'));

    const result = await postTwoFactor('verify', { code: codeAt(secret) }, { token: pending });

    expect({ status: result.status, message: result.envelope.message }).toEqual({ status: 401, message: ACCESS_TOKEN_MISMATCH });
  });
});

describe('POST user/v1/twofactor/disable', () => {
  test('needs both the password and a code', async () => {
    const { active } = await userWithAuthenticator();

    const result = await postTwoFactor('disable', {}, { token: active });

    expect(result.status).toBe(422);
    expect(Object.keys(result.data.fieldErrors).sort()).toEqual(['code', 'password']);
  });

  test('refuses a wrong password or a wrong code and keeps 2FA on', async () => {
    const { user, active, secret } = await userWithAuthenticator();
    const wrongCode = codeAt(secret) === '000000' ? '111111' : '000000';

    expectRefused(
      await postTwoFactor('disable', { password: 'not the password', code: codeAt(secret) }, { token: active }),
      422,
      'errors.wrongPassword',
    );
    expectRefused(
      await postTwoFactor('disable', { password: TEST_PASSWORD, code: wrongCode }, { token: active }),
      422,
      'errors.totpInvalid',
    );
    expect((await storedRow(user)).authEnabled).toBe(true);
  });

  test('refuses the code that enabled 2FA (replay)', async () => {
    const { active, secret } = await userWithAuthenticator();

    expectRefused(
      await postTwoFactor('disable', { password: TEST_PASSWORD, code: codeAt(secret, -1) }, { token: active }),
      422,
      'errors.totpInvalid',
    );
  });

  test('with both right: 2FA off, secret forgotten, and sign-in is active at once', async () => {
    const { user, active, secret } = await userWithAuthenticator();

    const result = await postTwoFactor('disable', { password: TEST_PASSWORD, code: codeAt(secret) }, { token: active });

    expect(result.status).toBe(200);
    const row = await storedRow(user);
    expect({ authEnabled: row.authEnabled, totpSecret: row.totpSecret }).toEqual({ authEnabled: false, totpSecret: null });
    const login = await postLogin({ login: user.email, password: TEST_PASSWORD });
    expect(login.data).toMatchObject({ u_id: user.id, accesstoken: expect.any(String) });
  });

  test('while 2FA is off: 409', async () => {
    const user = await createUser();
    const token = await signIn(user);

    expectRefused(
      await postTwoFactor('disable', { password: TEST_PASSWORD, code: '123456' }, { token }),
      409,
      'errors.twoFactorNotEnabled',
    );
  });
});

describe('recovery codes', () => {
  const RECOVERY_CODE = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

  /** 2FA turned on through the API: the ten recovery codes its answer showed once. */
  async function userWithRecoveryCodes() {
    const user = await createUser();
    const active = await signIn(user);
    const secret = await startSetup(active);
    const enabled = await postTwoFactor('enable', { password: TEST_PASSWORD, code: codeAt(secret, -1) }, { token: active });
    expect(enabled.status).toBe(200);
    return { user, secret, active, codes: enabled.data.recovery_codes as string[] };
  }

  const storedCodes = (user: User) =>
    db().select().from(schema.twoFactorRecoveryCodes).where(eq(schema.twoFactorRecoveryCodes.userId, user.id));

  test('turning 2FA on shows ten different codes once; only their keyed hashes are stored', async () => {
    const { user, codes } = await userWithRecoveryCodes();

    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE);
    const stored = await storedCodes(user);
    expect(stored).toHaveLength(10);
    const storedBytes = stored.map((row) => Buffer.from(row.codeHash).toString('latin1')).join('|');
    for (const code of codes) expect(storedBytes).not.toContain(code.replace('-', ''));
  });

  test('a recovery code completes the sign-in in place of the authenticator code, once', async () => {
    const { user, codes } = await userWithRecoveryCodes();

    const signedIn = await postTwoFactor('verify', { code: codes[0] }, { token: await pendingSignIn(user) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.data).toMatchObject({ u_id: user.id, accesstoken: expect.any(String) });

    expectRefused(await postTwoFactor('verify', { code: codes[0] }, { token: await pendingSignIn(user) }), 422, 'errors.totpInvalid');
    // Typed in lower case, without the dash: the same code.
    const typed = codes[1]!.toLowerCase().replace('-', ' ');
    expect((await postTwoFactor('verify', { code: typed }, { token: await pendingSignIn(user) })).status).toBe(200);
  });

  test('two sign-ins racing with one recovery code: exactly one succeeds', async () => {
    const { user, codes } = await userWithRecoveryCodes();
    const pending = [await pendingSignIn(user), await pendingSignIn(user)];

    const results = await Promise.all(pending.map((token) => postTwoFactor('verify', { code: codes[2] }, { token })));

    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect((await storedCodes(user)).filter((row) => row.usedAt !== null)).toHaveLength(1);
  });

  test('a recovery code also proves a step-up: turning 2FA off with it', async () => {
    const { user, active, codes } = await userWithRecoveryCodes();

    const result = await postTwoFactor('disable', { password: TEST_PASSWORD, code: codes[3] }, { token: active });

    expect(result.status).toBe(200);
    expect((await storedRow(user)).authEnabled).toBe(false);
    // Off means the codes are gone with the secret: enabling again gives a new set.
    expect(await storedCodes(user)).toHaveLength(0);
  });

  test('a recovery code proves a change of e-mail in place of the authenticator code, once', async () => {
    const { user, active, codes } = await userWithRecoveryCodes();
    const change = (email: string, authCode: string) =>
      postProfileUpdate({ ...VALID_PROFILE, email, countryCode: '', phone: '', authCode }, { token: active });

    const first = await change('new-home@example.test', codes[6]!);
    expect(first.status).toBe(200);
    expect((await storedRow(user)).email).toBe('new-home@example.test');

    const again = await change('third-home@example.test', codes[6]!);
    expect(again.status).toBe(422);
    expect(again.data.fieldErrors).toEqual({ authCode: messageText('en', 'errors.totpInvalid') });
  });

  test('regenerating with an authenticator code gives ten new codes and voids the old ones', async () => {
    const { user, secret, active, codes: old } = await userWithRecoveryCodes();

    const wrong = await postTwoFactor('recovery-codes', { code: codeAt(secret) === '000000' ? '111111' : '000000' }, { token: active });
    expectRefused(wrong, 422, 'errors.totpInvalid');
    const result = await postTwoFactor('recovery-codes', { code: codeAt(secret) }, { token: active });

    expect(result.status).toBe(200);
    const fresh = result.data.recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => old.includes(code))).toEqual([]);
    expectRefused(await postTwoFactor('verify', { code: old[4] }, { token: await pendingSignIn(user) }), 422, 'errors.totpInvalid');
    expect((await postTwoFactor('verify', { code: fresh[0] }, { token: await pendingSignIn(user) })).status).toBe(200);
  });

  test('regenerating is refused while 2FA is off', async () => {
    const user = await createUser();
    const token = await signIn(user);

    expectRefused(await postTwoFactor('recovery-codes', { code: '123456' }, { token }), 409, 'errors.twoFactorNotEnabled');
  });

  test('guessing recovery codes counts against the same limit as authenticator codes: 429, even for a right code', async () => {
    const { user, codes } = await userWithRecoveryCodes();
    const pending = await pendingSignIn(user);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await postTwoFactor('verify', { code: 'ZZZZZ-ZZZZZ' }, { token: pending })).status).toBe(422);
    }

    const blocked = await postTwoFactor('verify', { code: codes[5] }, { token: pending });

    expect(blocked.status).toBe(429);
  });
});
