import { eq } from 'drizzle-orm';
import { ACCESS_TOKEN_MISMATCH } from '@/lib/api/envelope';
import { db, schema } from '@/lib/server/db';
import { createUser, resetDatabase, TEST_PASSWORD, updateUser } from '../support/db';
import { callLegacy, VIEW_USER_CALL } from '../support/legacy';
import { messageText } from '../support/messages';
import { postLogin, signIn } from '../support/session';

beforeEach(resetDatabase);

describe('POST user/v1/login signs in', () => {
  test.each([
    ['the e-mail as registered', (email: string) => email],
    ['the e-mail in capitals', (email: string) => email.toUpperCase()],
    ['the e-mail with surrounding spaces', (email: string) => `  ${email} `],
  ])('by %s', async (_label, asTyped) => {
    const user = await createUser({ email: 'ada.lovelace@example.test', firstName: 'Ada', lastName: 'Lovelace' });

    const result = await postLogin({ login: asTyped(user.email), password: TEST_PASSWORD });

    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      u_id: user.id,
      accesstoken: expect.any(String),
      user: { u_id: user.id, full_name: 'Ada Lovelace' },
    });
    expect((await callLegacy(VIEW_USER_CALL, user.id, { token: result.data.accesstoken })).status).toBe(200);
  });

  test.each(['+420601234567', '+420 601 234 567', '+420-601-234-567'])('by phone typed as %j', async (login) => {
    const user = await createUser({ phone: '+420601234567' });

    const result = await postLogin({ login, password: TEST_PASSWORD });

    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ u_id: user.id, accesstoken: expect.any(String) });
  });

  test('sets the HttpOnly session cookie carrying the same token', async () => {
    const user = await createUser();

    const result = await postLogin({ login: user.email, password: TEST_PASSWORD });

    const cookie = result.response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`kt_session=${result.data.accesstoken}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
  });
});

test('the browser’s time zone sent with the sign-in is kept for the customer’s dates; one this server does not know is ignored', async () => {
  const user = await createUser();
  const zoneOf = async () =>
    (await db().select({ zone: schema.users.timeZone }).from(schema.users).where(eq(schema.users.id, user.id)))[0]?.zone;
  expect(await zoneOf()).toBe('Europe/Prague');

  expect((await postLogin({ login: user.email, password: TEST_PASSWORD, timeZone: 'Europe/Athens' })).status).toBe(200);
  expect(await zoneOf()).toBe('Europe/Athens');

  expect((await postLogin({ login: user.email, password: TEST_PASSWORD, timeZone: 'Mars/Olympus_Mons' })).status).toBe(200);
  expect(await zoneOf()).toBe('Europe/Athens');
});

describe('POST user/v1/login refuses', () => {
  test('a wrong password and an unknown login alike: 401, same message, no token', async () => {
    const user = await createUser();

    const wrongPassword = await postLogin({ login: user.email, password: 'not the password' });
    const unknownUser = await postLogin({ login: 'nobody@example.test', password: TEST_PASSWORD });

    for (const result of [wrongPassword, unknownUser]) {
      expect(result.status).toBe(401);
      expect(result.envelope.message).toBe(messageText('en', 'errors.invalidCredentials'));
      expect(result.data).toBeNull();
      expect(result.response.headers.get('set-cookie')).toBeNull();
    }
  });

  test('a wrong password does not end the session the user already has', async () => {
    const user = await createUser();
    const token = await signIn(user);

    await postLogin({ login: user.email, password: 'not the password' });

    expect((await callLegacy(VIEW_USER_CALL, user.id, { token })).status).toBe(200);
  });

  test('a blocked account: 403 with the blocked message', async () => {
    const user = await createUser({ status: 'blocked' });

    const result = await postLogin({ login: user.email, password: TEST_PASSWORD });

    expect(result.status).toBe(403);
    expect(result.envelope.message).toBe(messageText('en', 'errors.accountBlocked'));
    expect(result.data).toBeNull();
  });
});

describe('an account with an authenticator', () => {
  test('gets the temporary pair (temp_u_id, temp_accesstoken) and no access token', async () => {
    const user = await createUser({ authEnabled: true });

    const result = await postLogin({ login: user.email, password: TEST_PASSWORD });

    expect(result.status).toBe(200);
    expect(result.data).toEqual({ temp_u_id: user.id, temp_accesstoken: expect.any(String), second_factor: 'authenticator' });
    expect(result.data).not.toHaveProperty('accesstoken');
    expect(result.data).not.toHaveProperty('u_id');
  });

  test('cannot use the temporary token for viewuser: 401 asking for the second factor, not the mismatch text', async () => {
    const user = await createUser({ authEnabled: true });
    const pending = await postLogin({ login: user.email, password: TEST_PASSWORD });

    const result = await callLegacy(VIEW_USER_CALL, user.id, { token: pending.data.temp_accesstoken });

    expect(result.status).toBe(401);
    expect(result.envelope.message).toBe(messageText('en', 'errors.secondFactorRequired'));
    expect(result.envelope.message).not.toBe(ACCESS_TOKEN_MISMATCH);
    expect(result.data).toBeNull();
  });

  test('a password-only sign-in does not sign the owner out of the active session', async () => {
    const user = await createUser();
    const active = await signIn(user);
    await updateUser(user.id, { authEnabled: true });

    const pending = await postLogin({ login: user.email, password: TEST_PASSWORD });

    expect(pending.data).toHaveProperty('temp_accesstoken');
    const result = await callLegacy(VIEW_USER_CALL, user.id, { token: active });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ u_id: user.id, auth_enabled: 'true' });
  });
});
