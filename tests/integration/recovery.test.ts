import { RATE_LIMIT_POLICIES, rateLimitKey } from '@/lib/server/security/rate-limit';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ACCESS_TOKEN_MISMATCH } from '@/lib/api/envelope';
import { openSession } from '@/lib/server/auth/session/session';
import { db, schema } from '@/lib/server/db';
import { createUser, resetDatabase, TEST_PASSWORD, updateUser } from '../support/db';
import { callLegacy, VIEW_USER_CALL } from '../support/legacy';
import { settledOutbox, startSmtpServer, useSmtpUrl } from '../support/mail';
import { messageText } from '../support/messages';
import { postForgot, postReset, resetTokenIn } from '../support/recovery';
import { postLogin, signIn } from '../support/session';

/** Forgot password, reset and the failed-sign-in e-mail, delivered to a real SMTP server on loopback. */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
useSmtpUrl(() => smtp.url);
// The Slovak domain is one of ours here; evil.example is not.
process.env.PUBLIC_HOSTS = 'localhost,kryptomat.sk';
afterAll(() => smtp.close());

beforeEach(async () => {
  await resetDatabase();
  smtp.received.length = 0;
});
// A message still in flight must not arrive during the next test.
afterEach(() => settledOutbox());

const NEW_PASSWORD = 'a brand new passphrase';
const BRAND = 'Kryptomat';
const tokenRows = () => db().select().from(schema.passwordResetTokens);
const storedUser = async (id: number) => (await db().select().from(schema.users).where(eq(schema.users.id, id)))[0];

/** Asks for a link for the user and answers the token from the e-mail the SMTP server got. */
async function resetLinkFor(user: { email: string }): Promise<string> {
  expect((await postForgot({ email: user.email })).status).toBe(200);
  const [mail] = await smtp.mails(1);
  return resetTokenIn(mail!.text);
}

function expectRefused(result: { status: number; envelope: { message: string } }, status: number, key: string, locale: 'en' | 'sk' = 'en') {
  expect({ status: result.status, message: result.envelope.message }).toEqual({ status, message: messageText(locale, key) });
}

describe('forgot password', () => {
  test('e-mails a single link over SMTP: text and HTML, in the customer’s language, with the anti-phishing code', async () => {
    const user = await createUser({ language: 'sk', antiPhishingCode: 'Modrý <kôň> & "7"' });

    const result = await postForgot({ email: user.email.toUpperCase() }, { headers: { lang: 'de' } });

    expect(result.status).toBe(200);
    expect(result.data).toEqual({ message: messageText('de', 'recovery.linkSent') });
    const [mail] = await smtp.mails(1);
    expect(mail!.to).toEqual([user.email]);
    expect(mail!.subject).toBe(messageText('sk', 'mail.resetSubject').replace('{brand}', BRAND));
    const securityLine = messageText('sk', 'mail.securityCode').replace('{code}', 'Modrý <kôň> & "7"');
    expect(mail!.text.split('\n')[0]).toBe(securityLine);
    expect(mail!.text).toContain(messageText('sk', 'mail.resetIntro'));
    // A Slovak customer's link leads to the Slovak domain, which serves Slovak without a prefix.
    const token = resetTokenIn(mail!.text);
    expect(mail!.text).toContain(`https://kryptomat.sk/forgetchangepassword/${token}`);
    expect(mail!.html).toContain('Modrý &lt;kôň&gt; &amp; &quot;7&quot;');
    expect(mail!.html).not.toContain('<kôň>');
    expect(mail!.html).toContain(`href="https://kryptomat.sk/forgetchangepassword/${token}"`);
    // Only the token's SHA-256 is stored, valid for 30 minutes.
    const [row] = await tokenRows();
    expect(row!.tokenHash).toEqual(createHash('sha256').update(token).digest());
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(30 * 60 * 1000);
    const [outboxRow] = await settledOutbox();
    expect(outboxRow).toMatchObject({
      channel: 'email',
      recipient: user.email,
      purpose: 'password-reset',
      error: null,
      sentAt: expect.any(Date),
    });
  });

  test.each([
    ['a subdomain of ours on another port', { host: 'evil.localhost:6666', 'x-forwarded-proto': 'https' }],
    ['a host that is not ours', { host: 'evil.example' }],
    ['another of our domains', { host: 'kryptomat.sk', 'x-forwarded-proto': 'https' }],
  ])('the link comes from the configured origin of the customer’s domain, never from the request (%s)', async (_label, headers) => {
    const english = await createUser();
    const slovak = await createUser({ language: 'sk' });

    for (const user of [english, slovak]) expect((await postForgot({ email: user.email }, { headers })).status).toBe(200);

    const mails = await smtp.mails(2);
    const linkTo = (user: { email: string }) => {
      const text = mails.find((mail) => mail.to.includes(user.email))!.text;
      return /https?:\/\/\S+\/forgetchangepassword\//.exec(text)?.[0];
    };
    expect([linkTo(english), linkTo(slovak)]).toEqual([
      'http://localhost:3000/forgetchangepassword/',
      'https://kryptomat.sk/forgetchangepassword/',
    ]);
  });

  test('an unknown, a blocked and a registered e-mail get the identical answer; only the registered one gets mail', async () => {
    const known = await createUser();
    const blocked = await createUser({ status: 'blocked' });

    const answers = await Promise.all(['nobody@example.test', blocked.email, known.email].map((email) => postForgot({ email })));

    const comparable = answers.map((a) => ({ status: a.status, envelope: a.envelope.message, data: a.data }));
    expect(comparable[0]).toEqual(comparable[2]);
    expect(comparable[1]).toEqual(comparable[2]);
    expect((await smtp.mails(1)).map((m) => m.to)).toEqual([[known.email]]);
    expect((await settledOutbox()).map((row) => row.recipient)).toEqual([known.email]);
    expect(await tokenRows()).toHaveLength(1);
  });

  test.each([
    [
      'one e-mail from many addresses',
      RATE_LIMIT_POLICIES['recovery-address'].limit,
      (n: number) => ({ email: 'target@example.test', ip: `203.0.113.${n}` }),
    ],
    [
      'one address asking for many e-mails',
      RATE_LIMIT_POLICIES['recovery-ip'].limit,
      (n: number) => ({ email: `victim${n}@example.test`, ip: '203.0.113.77' }),
    ],
  ])('%s: the request after the limit (%i) is refused with 429', async (_label, limit, attempt) => {
    for (let n = 1; n <= limit; n++) {
      const { email, ip } = attempt(n);
      expect((await postForgot({ email }, { headers: { 'x-kt-client-ip': ip } })).status).toBe(200);
    }
    const { email, ip } = attempt(limit + 1);

    const blocked = await postForgot({ email }, { headers: { 'x-kt-client-ip': ip } });

    expect(blocked.status).toBe(429);
    expect(Number(blocked.response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('refuses a missing or malformed e-mail per field (422)', async () => {
    const missing = await postForgot({});
    const malformed = await postForgot({ email: 'not an e-mail' });

    expect([missing.status, missing.data.fieldErrors]).toEqual([422, { email: messageText('en', 'validation.required') }]);
    expect([malformed.status, malformed.data.fieldErrors]).toEqual([422, { email: messageText('en', 'validation.email') }]);
  });
});

describe('reset password', () => {
  test('the link sets the new password once, ends every session and sends "your password was changed"', async () => {
    const user = await createUser({ language: 'cs', antiPhishingCode: 'sova' });
    const before = await signIn(user);
    await openSession(user.id, 'pending', { ip: null, userAgent: null });
    const token = await resetLinkFor(user);

    const result = await postReset(
      { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { headers: { 'x-kt-client-ip': '198.51.100.9' } },
    );

    expect(result.status).toBe(200);
    expect(result.data).toEqual({ message: messageText('en', 'recovery.resetDone') });
    const viewuser = await callLegacy(VIEW_USER_CALL, user.id, { token: before });
    expect({ status: viewuser.status, message: viewuser.envelope.message }).toEqual({ status: 401, message: ACCESS_TOKEN_MISMATCH });
    const open = await db().$count(schema.sessions, sql`${schema.sessions.userId} = ${user.id} AND ${schema.sessions.revokedAt} IS NULL`);
    expect(open).toBe(0);
    expect((await postLogin({ login: user.email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await postLogin({ login: user.email, password: NEW_PASSWORD })).status).toBe(200);
    const [, changed] = await smtp.mails(2);
    expect(changed!.subject).toBe(messageText('cs', 'mail.changedSubject').replace('{brand}', BRAND));
    expect(changed!.text).toContain(messageText('cs', 'mail.securityCode').replace('{code}', 'sova'));
    expect(changed!.text).toContain('198.51.100.9');
    expect((await storedUser(user.id))?.passwordChangedAt).toEqual(expect.any(Date));

    const again = await postReset({ token, password: 'yet another passphrase', confirmPassword: 'yet another passphrase' });

    expectRefused(again, 400, 'errors.resetLinkInvalid');
    expect((await postLogin({ login: user.email, password: NEW_PASSWORD })).status).toBe(200);
  });

  type User = Awaited<ReturnType<typeof createUser>>;
  const spoilers: [string, (token: string, user: User) => Promise<string>][] = [
    [
      'expired',
      async (token) => {
        await db()
          .update(schema.passwordResetTokens)
          .set({ expiresAt: sql`now() - interval '1 second'` });
        return token;
      },
    ],
    [
      'for an account blocked since',
      async (token, user) => {
        await updateUser(user.id, { status: 'blocked' });
        return token;
      },
    ],
    ['unknown', async () => 'B'.repeat(43)],
    ['malformed', async () => 'not a token'],
  ];

  test.each(spoilers)('a link that is %s is refused (400) and the password stays', async (_label, spoil) => {
    const user = await createUser();
    const token = await spoil(await resetLinkFor(user), user);

    const result = await postReset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { headers: { lang: 'sk' } });

    expectRefused(result, 400, 'errors.resetLinkInvalid', 'sk');
    expect(await storedUser(user.id)).toMatchObject({ passwordHash: user.passwordHash, passwordChangedAt: null });
  });

  test('a newer request leaves the earlier link working, so a stranger asking cannot void it; setting the password voids both', async () => {
    const user = await createUser();
    const earlier = await resetLinkFor(user);
    expect((await postForgot({ email: user.email }, { headers: { 'x-kt-client-ip': '203.0.113.66' } })).status).toBe(200);
    const newer = resetTokenIn((await smtp.mails(2))[1]!.text);

    const result = await postReset({ token: earlier, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });

    expect(result.status).toBe(200);
    expectRefused(
      await postReset({ token: newer, password: 'yet another passphrase', confirmPassword: 'yet another passphrase' }),
      400,
      'errors.resetLinkInvalid',
    );
    expect((await postLogin({ login: user.email, password: NEW_PASSWORD })).status).toBe(200);
  });

  test.each([
    [
      'a confirmation that differs',
      { password: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}!` },
      { confirmPassword: 'validation.passwordMismatch' },
    ],
    ['a password shorter than 8 characters', { password: 'short', confirmPassword: 'short' }, { password: 'validation.passwordLength' }],
  ])('refuses %s per field (422) and keeps the link usable', async (_label, fields, expected) => {
    const user = await createUser();
    const token = await resetLinkFor(user);

    const result = await postReset({ token, ...fields });

    expect(result.status).toBe(422);
    expect(result.data.fieldErrors).toEqual(
      Object.fromEntries(Object.entries(expected).map(([field, key]) => [field, messageText('en', key)])),
    );
    expect((await postReset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status).toBe(200);
  });
});

describe('failed sign-in e-mail', () => {
  const DEVICE = 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0';
  const wrongSignIn = (login: string) =>
    postLogin({ login, password: 'not the password' }, { headers: { 'x-kt-client-ip': '192.0.2.44', 'user-agent': DEVICE } });
  const failedLoginMails = () => db().$count(schema.outbox, eq(schema.outbox.purpose, 'failed-login'));

  test('one e-mail per 15 minutes however many wrong passwords, with time, IP and device', async () => {
    const user = await createUser({ language: 'hu', antiPhishingCode: 'bagoly' });

    for (let attempt = 0; attempt < 3; attempt++) expect((await wrongSignIn(user.email)).status).toBe(401);

    expect(await failedLoginMails()).toBe(1);
    const [mail] = await smtp.mails(1);
    expect(mail!.subject).toBe(messageText('hu', 'mail.failedLoginSubject').replace('{brand}', BRAND));
    expect(mail!.text.split('\n')[0]).toBe(messageText('hu', 'mail.securityCode').replace('{code}', 'bagoly'));
    expect(mail!.text).toContain(`${messageText('hu', 'mail.ip')}: 192.0.2.44`);
    expect(mail!.text).toContain(`${messageText('hu', 'mail.device')}: ${DEVICE}`);
    expect(mail!.text).toContain(`${messageText('hu', 'mail.time')}: `);

    // The 15 minutes are over: the next wrong password is reported again.
    await db().execute(
      sql`UPDATE rate_limits SET window_started_at = now() - interval '16 minutes', blocked_until = now() - interval '1 second' WHERE key = ${rateLimitKey('failed-login-mail', { login: user.email })}`,
    );
    await wrongSignIn(user.email);

    expect(await failedLoginMails()).toBe(2);
  });

  test.each([
    ['the customer turned it off', { notifyFailedLogin: false }],
    ['the account is blocked', { status: 'blocked' as const }],
  ])('none when %s', async (_label, overrides) => {
    const user = await createUser(overrides);

    await wrongSignIn(user.email);

    expect(await failedLoginMails()).toBe(0);
  });

  test('none for a login that has no account, and none for the right password', async () => {
    const user = await createUser();

    expect((await wrongSignIn('nobody@example.test')).status).toBe(401);
    expect((await postLogin({ login: user.email, password: TEST_PASSWORD })).status).toBe(200);

    expect(await db().$count(schema.outbox)).toBe(0);
  });
});
