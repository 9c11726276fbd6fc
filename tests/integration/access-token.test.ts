import { ACCESS_TOKEN_MISMATCH } from '@/lib/api/envelope';
import { callLegacy, LEGACY_CALLS, ownIdFor, perCall, VIEW_USER_CALL } from '../support/legacy';
import { createUser, insertAutoLogoutSetting, resetDatabase } from '../support/db';
import { messageText } from '../support/messages';
import { NEVER_ISSUED_TOKEN, postLogout, signIn } from '../support/session';

beforeEach(async () => {
  await resetDatabase();
  await insertAutoLogoutSetting();
});

type User = Awaited<ReturnType<typeof createUser>>;

/** Ways a token stops being the user's current one; each returns the dead token. */
const staleTokens: [string, (user: User) => Promise<string>][] = [
  [
    'superseded by a second sign-in',
    async (user) => {
      const first = await signIn(user);
      await signIn(user);
      return first;
    },
  ],
  [
    'signed out',
    async (user) => {
      const token = await signIn(user);
      expect((await postLogout({ token })).status).toBe(200);
      return token;
    },
  ],
  ['never issued (well-formed)', async () => NEVER_ISSUED_TOKEN],
  ['not even token-shaped', async () => 'not-a-token'],
];

test.each(perCall(LEGACY_CALLS, staleTokens))(
  '%s with a token %s → 401 "Access Token Not Match!" and no data',
  async (_name, _label, stale, call) => {
    const user = await createUser();
    const token = await stale(user);

    const result = await callLegacy(call, ownIdFor(call, user), { token });

    expect(result.status).toBe(401);
    expect(result.envelope.code).toBe('401');
    expect(result.envelope.message).toBe(ACCESS_TOKEN_MISMATCH);
    expect(result.data).toBeNull();
  },
);

test.each(LEGACY_CALLS)('$name works with the token of the latest sign-in', async (call) => {
  const user = await createUser();
  await signIn(user);
  const latest = await signIn(user);

  const result = await callLegacy(call, ownIdFor(call, user), { token: latest });

  expect(result.status).toBe(200);
  expect(result.envelope.code).toBe('200');
});

test.each(LEGACY_CALLS)('$name without any token → 401 asking to sign in, not the mismatch text', async (call) => {
  const user = await createUser();
  await signIn(user);

  const result = await callLegacy(call, ownIdFor(call, user));

  expect(result.status).toBe(401);
  expect(result.envelope.message).toBe(messageText('en', 'errors.signInRequired'));
  expect(result.envelope.message.toLowerCase()).not.toBe(ACCESS_TOKEN_MISMATCH.toLowerCase());
  expect(result.data).toBeNull();
});

describe('the session cookie works like the Bearer header', () => {
  test('a current token in kt_session is accepted', async () => {
    const user = await createUser({ firstName: 'Grace', lastName: 'Hopper' });
    const token = await signIn(user);

    const result = await callLegacy(VIEW_USER_CALL, user.id, { cookie: `kt_session=${token}` });

    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ u_id: user.id, full_name: 'Grace Hopper' });
  });

  test('a superseded token in kt_session gets "Access Token Not Match!"', async () => {
    const user = await createUser();
    const first = await signIn(user);
    await signIn(user);

    const result = await callLegacy(VIEW_USER_CALL, user.id, { cookie: `kt_session=${first}` });

    expect(result.status).toBe(401);
    expect(result.envelope.message).toBe(ACCESS_TOKEN_MISMATCH);
  });
});

test('logout answers success, clears the session cookie, and a repeated logout still succeeds', async () => {
  const user = await createUser();
  const token = await signIn(user);

  const first = await postLogout({ token });
  const again = await postLogout({ token });

  expect(first.status).toBe(200);
  expect(first.response.headers.get('set-cookie')).toMatch(/kt_session=;.*Expires=Thu, 01 Jan 1970/i);
  expect(again.status).toBe(200);
});

test('signing out one user leaves another user signed in', async () => {
  const [ada, bob] = [await createUser(), await createUser()];
  const adaToken = await signIn(ada);
  const bobToken = await signIn(bob);

  await postLogout({ token: adaToken });

  expect((await callLegacy(VIEW_USER_CALL, bob.id, { token: bobToken })).status).toBe(200);
});
