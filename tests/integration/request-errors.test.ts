import { DELETE as unknownDelete, GET as unknownGet, POST as unknownPost } from '@/app/api/[...path]/route';
import { callApi } from '../support/api';
import { countUsers, createUser, insertAutoLogoutSetting, resetDatabase, TEST_PASSWORD } from '../support/db';
import { AUTO_LOGOUT_CALL, callLegacy, UNREAD_NEWS_CALL, VIEW_USER_CALL } from '../support/legacy';
import { messageText } from '../support/messages';
import { personalRegistration } from '../support/registration';
import { postLogin, postLogout, postRegister, signIn } from '../support/session';

beforeEach(resetDatabase);

describe('malformed requests to login', () => {
  test('a body that is not JSON → 400', async () => {
    const result = await postLogin(undefined, { rawBody: '{"login": "ada@example.test", "password": ' });

    expect(result.status).toBe(400);
    expect(result.envelope.message).toBe(messageText('en', 'errors.malformedJson'));
    expect(result.data).toBeNull();
  });

  test('empty fields → 422 with a translated error per field in the decrypted data', async () => {
    const result = await postLogin({ login: '', password: '' });

    expect(result.status).toBe(422);
    expect(result.envelope.message).toBe(messageText('en', 'errors.validationFailed'));
    expect(result.data).toEqual({
      fieldErrors: { login: messageText('en', 'validation.required'), password: messageText('en', 'validation.required') },
    });
  });

  test('the legacy language code "cz" in the lang header answers in Czech (messages/cs.json)', async () => {
    const result = await postLogin({ login: '', password: '' }, { headers: { lang: 'cz' } });

    expect(result.status).toBe(422);
    expect(result.envelope.message).toBe(messageText('cs', 'errors.validationFailed'));
    expect(result.data.fieldErrors).toEqual({
      login: messageText('cs', 'validation.required'),
      password: messageText('cs', 'validation.required'),
    });
  });
});

describe('cross-site writes', () => {
  const writes = [
    ['login', () => postLogin({ login: 'ada@example.test', password: TEST_PASSWORD }, { headers: { origin: 'https://evil.example' } })],
    ['register', () => postRegister(personalRegistration({ email: 'x@example.test' }), { headers: { origin: 'https://evil.example' } })],
    [
      'login from another port',
      () => postLogin({ login: 'ada@example.test', password: TEST_PASSWORD }, { headers: { origin: 'http://localhost:3001' } }),
    ],
    [
      'login from an opaque origin',
      () => postLogin({ login: 'ada@example.test', password: TEST_PASSWORD }, { headers: { origin: 'null' } }),
    ],
  ] as const;

  test.each(writes)('%s with a foreign Origin → 403 and nothing done', async (_label, send) => {
    await createUser({ email: 'ada@example.test' });

    const result = await send();

    expect(result.status).toBe(403);
    expect(result.envelope.message).toBe(messageText('en', 'errors.crossSite'));
    expect(result.data).toBeNull();
    expect(result.response.headers.get('set-cookie')).toBeNull();
    expect(await countUsers()).toBe(1);
  });

  test('logout from another site does not end the session', async () => {
    const user = await createUser();
    const token = await signIn(user);

    const result = await postLogout({ token, headers: { origin: 'https://evil.example' } });

    expect(result.status).toBe(403);
    expect((await callLegacy(VIEW_USER_CALL, user.id, { token })).status).toBe(200);
  });

  test('the same origin (http://localhost:3000 on host localhost:3000) signs in', async () => {
    const user = await createUser();

    const result = await postLogin({ login: user.email, password: TEST_PASSWORD }, { headers: { origin: 'http://localhost:3000' } });

    expect(result.status).toBe(200);
    expect(result.data.u_id).toBe(user.id);
  });
});

describe('unknown API paths', () => {
  test.each([
    ['GET', 'user/v1/nosuchcall/1001', unknownGet],
    ['POST', 'user/v2/login', unknownPost],
    ['DELETE', 'anything', unknownDelete],
  ] as const)('%s /api/%s → 404 in the envelope', async (method, path, handler) => {
    const result = await callApi(handler, path, { method, params: { path } });

    expect(result.status).toBe(404);
    expect(result.envelope).toEqual({ code: '404', message: messageText('en', 'errors.unknownCall'), data: null });
  });
});

describe('never a server error', () => {
  type Probe = (ctx: { userId: number; token: string }) => Promise<{ status: number }>;
  const probes: [string, Probe][] = [
    ['viewuser with the largest safe integer', ({ token }) => callLegacy(VIEW_USER_CALL, '9007199254740991', { token })],
    ['viewuser with 1e400', ({ token }) => callLegacy(VIEW_USER_CALL, '1e400', { token })],
    ['viewuser with a 5000-digit id', ({ token }) => callLegacy(VIEW_USER_CALL, '9'.repeat(5000), { token })],
    ['viewuser with an encoded slash', ({ token }) => callLegacy(VIEW_USER_CALL, '1%2F2', { token })],
    ['unreadnews with an id beyond a 64-bit integer', ({ token }) => callLegacy(UNREAD_NEWS_CALL, '18446744073709551616', { token })],
    ['viewautologoutbcm/2147483648 (beyond a 32-bit integer)', ({ token }) => callLegacy(AUTO_LOGOUT_CALL, '2147483648', { token })],
    ['viewautologoutbcm with the largest safe integer', ({ token }) => callLegacy(AUTO_LOGOUT_CALL, '9007199254740991', { token })],
    ['viewuser with a huge access token', ({ userId }) => callLegacy(VIEW_USER_CALL, userId, { token: 'x'.repeat(20000) })],
    [
      'viewuser with a garbage session cookie',
      ({ userId }) => callLegacy(VIEW_USER_CALL, userId, { cookie: 'kt_session=%%%; kt_session=' }),
    ],
    ['viewuser with "Bearer" and no token', ({ userId }) => callLegacy(VIEW_USER_CALL, userId, { headers: { accesstoken: 'Bearer ' } })],
    [
      'viewuser with a nonsense lang',
      ({ userId, token }) => callLegacy(VIEW_USER_CALL, userId + 1, { token, headers: { lang: `${'x'.repeat(500)};q=0,*` } }),
    ],
    ['login with body null', () => postLogin(null)],
    ['login with a JSON list', () => postLogin([1, 2])],
    ['login with a JSON string', () => postLogin('ada@example.test')],
    ['login with an operator object', () => postLogin({ login: { $ne: null }, password: { $gt: '' } })],
    ['login with a NUL byte in the e-mail', () => postLogin({ login: 'ada\u0000@example.test', password: 'x' })],
    ['login with a NUL byte in the password', () => postLogin({ login: 'ada@example.test', password: 'pass\u0000word' })],
    ['login with a 100 kB login', () => postLogin({ login: 'a'.repeat(100_000), password: 'x' })],
    ['login with an unparsable Origin', () => postLogin({ login: 'a@b.cz', password: 'x' }, { headers: { origin: 'http://[bad' } })],
    [
      'register with a NUL byte in the e-mail',
      () =>
        postRegister({ email: 'a\u0000b@example.test', password: 'long enough', confirmPassword: 'long enough', profileType: 'personal' }),
    ],
    ['register with numbers for every field', () => postRegister({ email: 1, password: 2, confirmPassword: 3, profileType: 4, plan: 5 })],
    ['register with an existing e-mail', () => postRegister(personalRegistration({ email: 'ADA@example.test' }))],
  ];

  test.each(probes)('%s → a 4xx answer', async (_label, probe) => {
    await insertAutoLogoutSetting();
    const user = await createUser({ email: 'ada@example.test' });
    const token = await signIn(user);

    const { status } = await probe({ userId: user.id, token });

    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });
});

describe('a client that hangs up mid-body', () => {
  test('is answered 400 and not logged as an error of ours', async () => {
    const cutOff = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"login": "ada@'));
        controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
      },
    });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const result = await postLogin(undefined, { rawBody: cutOff });

      expect(result.status).toBe(400);
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});
