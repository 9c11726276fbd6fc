import { and, desc, eq, sql } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';
import { createUser, resetDatabase, TEST_PASSWORD, updateUser } from '../support/db';
import { messageText } from '../support/messages';
import { postPasskey, postRemovePasskey, SoftwareAuthenticator } from '../support/passkeys';
import { postLogin, signIn } from '../support/session';

type User = Awaited<ReturnType<typeof createUser>>;
type Result = { status: number; envelope: { message: string }; data: any };

beforeEach(resetDatabase);

function expectRefused(result: Result, status: number, messageKey: string) {
  expect({ status: result.status, message: result.envelope.message }).toEqual({ status, message: messageText('en', messageKey) });
}

/** The customer adds `authenticator` as a passkey through the API, as /TwoSecurity does; answers the passkey's id. */
async function addPasskey(token: string, authenticator: SoftwareAuthenticator, name = 'Laptop'): Promise<number> {
  const options = await postPasskey('passkeys/register/options', { password: TEST_PASSWORD }, { token });
  expect(options.status).toBe(200);
  const added = await postPasskey('passkeys/register', { name, credential: authenticator.create(options.data) }, { token });
  expect(added.status).toBe(200);
  return added.data.id;
}

async function customerWithPasskey(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  const token = await signIn(user);
  const authenticator = new SoftwareAuthenticator();
  const passkeyId = await addPasskey(token, authenticator);
  return { user, token, authenticator, passkeyId };
}

/** The passkey-only sign-in: options (no account named), then the authenticator's assertion. */
async function passkeySignIn(authenticator: SoftwareAuthenticator, assertion: Parameters<SoftwareAuthenticator['get']>[1] = {}) {
  const options = await postPasskey('passkeys/signin/options');
  expect(options.status).toBe(200);
  return postPasskey('passkeys/signin', { credential: authenticator.get(options.data, assertion) });
}

const emailsTo = (user: User) =>
  db()
    .select({ purpose: schema.outbox.purpose, subject: schema.outbox.subject, text: schema.outbox.textBody })
    .from(schema.outbox)
    .where(eq(schema.outbox.recipient, user.email))
    .orderBy(schema.outbox.id);

const storedPasskeys = (user: User) => db().select().from(schema.passkeys).where(eq(schema.passkeys.userId, user.id));

describe('adding a passkey', () => {
  test('needs the password; the passkey is stored with its name and the customer is e-mailed', async () => {
    const user = await createUser();
    const token = await signIn(user);

    const wrong = await postPasskey('passkeys/register/options', { password: 'not the password' }, { token });
    expect(wrong.status).toBe(422);
    expect(wrong.data).toEqual({ fieldErrors: { password: messageText('en', 'errors.wrongPassword') } });

    const options = await postPasskey('passkeys/register/options', { password: TEST_PASSWORD }, { token });
    expect(options.status).toBe(200);
    // A discoverable credential with user verification, bound to the request's host (never an IP).
    expect(options.data).toMatchObject({
      rp: { id: 'localhost', name: 'Kryptomat' },
      user: { name: user.email },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const authenticator = new SoftwareAuthenticator();
    const added = await postPasskey(
      'passkeys/register',
      { name: 'Work laptop', credential: authenticator.create(options.data) },
      { token },
    );

    expect(added.status).toBe(200);
    expect(await storedPasskeys(user)).toEqual([
      expect.objectContaining({ name: 'Work laptop', credentialId: authenticator.credentialId, counter: 0, lastUsedAt: null }),
    ]);
    expect(await emailsTo(user)).toEqual([
      expect.objectContaining({ purpose: 'passkey-added', text: expect.stringContaining('“Work laptop”') }),
    ]);
  });

  test('a challenge works once: the same answer again is refused, and so is one past its end', async () => {
    const user = await createUser();
    const token = await signIn(user);
    const options = await postPasskey('passkeys/register/options', { password: TEST_PASSWORD }, { token });
    const credential = new SoftwareAuthenticator().create(options.data);
    expect((await postPasskey('passkeys/register', { name: 'One', credential }, { token })).status).toBe(200);

    expectRefused(await postPasskey('passkeys/register', { name: 'Two', credential }, { token }), 409, 'passkeys.errors.expired');

    const later = await postPasskey('passkeys/register/options', { password: TEST_PASSWORD }, { token });
    await db().execute(sql`UPDATE webauthn_challenges SET expires_at = now() - interval '1 second'`);
    const late = await postPasskey(
      'passkeys/register',
      { name: 'Three', credential: new SoftwareAuthenticator().create(later.data) },
      { token },
    );
    expectRefused(late, 409, 'passkeys.errors.expired');
    expect(await storedPasskeys(user)).toHaveLength(1);
  });

  test('a passkey already on the account, and one on another account, are each refused with their own truth (409)', async () => {
    const { token, authenticator } = await customerWithPasskey();
    const other = await createUser();
    const otherToken = await signIn(other);

    const again = async (sessionToken: string) => {
      const options = await postPasskey('passkeys/register/options', { password: TEST_PASSWORD }, { token: sessionToken });
      return postPasskey('passkeys/register', { name: 'Again', credential: authenticator.create(options.data) }, { token: sessionToken });
    };

    expectRefused(await again(token), 409, 'passkeys.errors.alreadyAdded');
    const elsewhere = await again(otherToken);
    expectRefused(elsewhere, 409, 'passkeys.errors.onAnotherAccount');
    expect(JSON.stringify(elsewhere.envelope)).not.toContain('@');
    expect(await storedPasskeys(other)).toEqual([]);
  });

  test('on an IP address instead of the public host it is refused (400)', async () => {
    const user = await createUser();
    const token = await signIn(user);

    const options = await postPasskey(
      'passkeys/register/options',
      { password: TEST_PASSWORD },
      { token, headers: { host: '127.0.0.1:3000' } },
    );

    expectRefused(options, 400, 'passkeys.errors.hostUnsupported');
  });
});

describe('signing in with a passkey alone', () => {
  test('needs no e-mail or password, and with 2FA on no authenticator code either: the session is active', async () => {
    const { user, authenticator } = await customerWithPasskey();
    await updateUser(user.id, { authEnabled: true, totpSecret: 'sealed' });

    const result = await passkeySignIn(authenticator);

    expect(result.status).toBe(200);
    expect(result.data).toEqual({ u_id: user.id, accesstoken: expect.any(String), user: expect.objectContaining({ email: user.email }) });
    expect(result.response.headers.get('set-cookie')).toContain(result.data.accesstoken);
    const [passkey] = await storedPasskeys(user);
    expect(passkey).toMatchObject({ counter: 1, lastUsedAt: expect.any(Date) });
    const [event] = await db().select().from(schema.loginEvents).where(eq(schema.loginEvents.userId, user.id));
    expect(event).toMatchObject({ success: true });
  });

  test('without user verification it is refused (401) and no session opens', async () => {
    const { user, authenticator } = await customerWithPasskey();

    expectRefused(await passkeySignIn(authenticator, { userVerified: false }), 401, 'passkeys.errors.refused');
    expect(await db().$count(schema.sessions, and(eq(schema.sessions.userId, user.id), eq(schema.sessions.state, 'active')))).toBe(1);
  });

  test('an unknown passkey and a reused challenge are refused', async () => {
    await customerWithPasskey();

    expectRefused(await passkeySignIn(new SoftwareAuthenticator()), 401, 'passkeys.errors.refused');

    const { authenticator } = await customerWithPasskey({ email: 'second@example.test', phone: '+420601000002' });
    const options = await postPasskey('passkeys/signin/options');
    const assertion = authenticator.get(options.data);
    expect((await postPasskey('passkeys/signin', { credential: assertion })).status).toBe(200);
    expectRefused(await postPasskey('passkeys/signin', { credential: assertion }), 409, 'passkeys.errors.expired');
  });

  test('a counter that does not grow (a cloned key) is refused and the customer is alerted by e-mail', async () => {
    const { user, authenticator } = await customerWithPasskey();
    expect((await passkeySignIn(authenticator, { counter: 5 })).status).toBe(200);

    expectRefused(await passkeySignIn(authenticator, { counter: 5 }), 401, 'passkeys.errors.refused');
    expectRefused(await passkeySignIn(authenticator, { counter: 3 }), 401, 'passkeys.errors.refused');

    expect((await storedPasskeys(user))[0]).toMatchObject({ counter: 5 });
    const alerts = (await emailsTo(user)).filter((mail) => mail.purpose === 'passkey-counter');
    expect(alerts).toHaveLength(2);
    expect(alerts[0]!.subject).toBe(messageText('en', 'mail.passkeyCounterSubject').replace('{brand}', 'Kryptomat'));
    expect((await passkeySignIn(authenticator, { counter: 6 })).status).toBe(200);
  });

  test('a blocked account gets no session', async () => {
    const { user, authenticator } = await customerWithPasskey();
    await updateUser(user.id, { status: 'blocked' });

    expectRefused(await passkeySignIn(authenticator), 403, 'errors.accountBlocked');
  });
});

describe('a passkey as the second factor', () => {
  test('replaces the authenticator code after the password', async () => {
    const { user, authenticator } = await customerWithPasskey();
    await updateUser(user.id, { authEnabled: true, totpSecret: 'sealed' });
    const login = await postLogin({ login: user.email, password: TEST_PASSWORD });
    expect(login.data).toMatchObject({ second_factor: 'authenticator' });
    const pending = login.data.temp_accesstoken;

    const options = await postPasskey('twofactor/passkey/options', {}, { token: pending });
    expect(options.data.allowCredentials).toEqual([expect.objectContaining({ id: authenticator.credentialId })]);
    const result = await postPasskey('twofactor/passkey', { credential: authenticator.get(options.data) }, { token: pending });

    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ u_id: user.id, accesstoken: expect.any(String) });
  });

  test("another customer's passkey does not pass it", async () => {
    const { user } = await customerWithPasskey();
    await updateUser(user.id, { authEnabled: true, totpSecret: 'sealed' });
    const { authenticator: strangers } = await customerWithPasskey({ email: 'other@example.test', phone: '+420601000003' });
    const pending = (await postLogin({ login: user.email, password: TEST_PASSWORD })).data.temp_accesstoken;

    const options = await postPasskey('twofactor/passkey/options', {}, { token: pending });
    const result = await postPasskey('twofactor/passkey', { credential: strangers.get(options.data) }, { token: pending });

    expectRefused(result, 401, 'passkeys.errors.refused');
  });
});

describe('removing a passkey', () => {
  test('needs the password: a wrong one keeps it; the right one removes it and e-mails the customer', async () => {
    const { user, token, passkeyId } = await customerWithPasskey();

    const wrong = await postRemovePasskey(passkeyId, { password: 'not the password' }, { token });
    expect(wrong.status).toBe(422);
    expect(await storedPasskeys(user)).toHaveLength(1);

    expect((await postRemovePasskey(passkeyId, { password: TEST_PASSWORD }, { token })).status).toBe(200);
    expect(await storedPasskeys(user)).toEqual([]);
    const [latest] = await db()
      .select({ purpose: schema.outbox.purpose })
      .from(schema.outbox)
      .where(eq(schema.outbox.recipient, user.email))
      .orderBy(desc(schema.outbox.id))
      .limit(1);
    expect(latest).toEqual({ purpose: 'passkey-removed' });
  });

  test('or an assertion of one of the customer’s passkeys', async () => {
    const { user, token, authenticator, passkeyId } = await customerWithPasskey();
    const options = await postPasskey('passkeys/confirm/options', {}, { token });

    const result = await postRemovePasskey(passkeyId, { credential: authenticator.get(options.data) }, { token });

    expect(result.status).toBe(200);
    expect(await storedPasskeys(user)).toEqual([]);
  });

  test("another customer's passkey is a 404 and stays", async () => {
    const { passkeyId } = await customerWithPasskey();
    const other = await createUser({ email: 'other@example.test', phone: '+420601000004' });

    expectRefused(await postRemovePasskey(passkeyId, { password: TEST_PASSWORD }, { token: await signIn(other) }), 404, 'errors.notFound');
    expect(await db().$count(schema.passkeys)).toBe(1);
  });

  test('the last passkey of an account with 2FA on: the authenticator stays on and is asked for at the next sign-in', async () => {
    const { user, token, passkeyId } = await customerWithPasskey();
    await updateUser(user.id, { authEnabled: true, totpSecret: 'sealed' });

    expect((await postRemovePasskey(passkeyId, { password: TEST_PASSWORD }, { token })).status).toBe(200);

    const [row] = await db().select().from(schema.users).where(eq(schema.users.id, user.id));
    expect(row).toMatchObject({ authEnabled: true, totpSecret: 'sealed' });
    expect((await postLogin({ login: user.email, password: TEST_PASSWORD })).data).toMatchObject({ second_factor: 'authenticator' });
  });
});
