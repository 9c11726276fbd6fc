import { RATE_LIMIT_POLICIES } from '@/lib/server/security/rate-limit';
import { eq, sql } from 'drizzle-orm';
import { ACCESS_TOKEN_MISMATCH } from '@/lib/api/envelope';
import { openSession } from '@/lib/server/auth/session/session';
import { db, schema } from '@/lib/server/db';
import { resetDatabase, TEST_PASSWORD } from '../support/db';
import { latestSmsCode, postForgotTwoFactor, smsTo, userWithPhone } from '../support/forgot-two-factor';
import { callLegacy, VIEW_USER_CALL } from '../support/legacy';
import { startSmtpServer, useSmtpUrl } from '../support/mail';
import { messageText } from '../support/messages';
import { postLogin } from '../support/session';

/** Forgot 2FA: an SMS code to the account's phone turns 2FA off; the notice goes to a real SMTP server. */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
useSmtpUrl(() => smtp.url);
afterAll(() => smtp.close());

beforeEach(async () => {
  await resetDatabase();
  smtp.received.length = 0;
});
// An e-mail still in flight must not arrive during the next test. (SMS rows have no transport here, so
// settledOutbox, which waits for every row, does not apply.)
afterEach(async () => {
  await smtp.mails(await db().$count(schema.outbox, eq(schema.outbox.channel, 'email')));
});

const BRAND = 'Kryptomat';
const storedUser = async (id: number) => (await db().select().from(schema.users).where(eq(schema.users.id, id)))[0]!;
const comparable = (answer: Awaited<ReturnType<typeof postForgotTwoFactor>>) => ({
  status: answer.status,
  message: answer.envelope.message,
  data: answer.data,
});
/** Lets the rate limits forget earlier calls, so a test can look at what the code itself allows. */
const forgetRateLimits = () => db().execute(sql`DELETE FROM rate_limits`);

function expectCodeRefused(result: { status: number; envelope: { message: string } }, locale: 'en' | 'de' = 'en') {
  expect({ status: result.status, message: result.envelope.message }).toEqual({
    status: 422,
    message: messageText(locale, 'errors.oneTimeCodeInvalid'),
  });
}

describe('POST user/v1/twofactor/forgot/send', () => {
  test('texts a 6-digit code in the customer’s language to the phone of the matching account with 2FA on', async () => {
    const { user, contact } = await userWithPhone({ language: 'de' });

    const result = await postForgotTwoFactor('send', {
      ...contact,
      countryCode: '00420',
      phone: `${contact.phone.slice(0, 3)} ${contact.phone.slice(3)}`,
    });

    expect(result.status).toBe(200);
    expect(result.data).toEqual({ message: messageText('en', 'forgotTwoFactor.codeSent'), resendSeconds: 60 });
    const [sms] = await smsTo(user.phone!);
    const code = await latestSmsCode(user.phone!);
    expect(sms).toBe(
      messageText('de', 'mail.twoFactorCodeSms').replace('{brand}', BRAND).replace('{code}', code).replace('{minutes}', '10'),
    );
    const [row] = await db().select().from(schema.verificationCodes);
    expect(row).toMatchObject({
      userId: user.id,
      purpose: 'forgot-two-factor',
      channel: 'sms',
      destination: user.phone,
      attempts: 0,
      consumedAt: null,
    });
    expect(row!.codeHash.toString('hex')).not.toContain(Buffer.from(code).toString('hex'));
  });

  type Setup = Awaited<ReturnType<typeof userWithPhone>>;
  const mismatches: [string, () => Promise<Setup>, (setup: Setup) => Record<string, string>][] = [
    ['another phone', () => userWithPhone(), ({ contact }) => ({ ...contact, phone: '699999999' })],
    ['another country code', () => userWithPhone(), ({ contact }) => ({ ...contact, countryCode: '+421' })],
    ['an unknown e-mail', () => userWithPhone(), ({ contact }) => ({ ...contact, email: 'nobody@example.test' })],
    ['an account with 2FA off', () => userWithPhone({}, false), ({ contact }) => contact],
    ['a blocked account', () => userWithPhone({ status: 'blocked' }), ({ contact }) => contact],
  ];

  test.each(mismatches)('%s: the identical answer and no SMS', async (_label, setup, body) => {
    const matching = await userWithPhone();
    const expected = comparable(await postForgotTwoFactor('send', matching.contact));
    const other = await setup();

    const result = await postForgotTwoFactor('send', body(other));

    expect(comparable(result)).toEqual(expected);
    expect(await smsTo(other.user.phone!)).toEqual([]);
    expect(await db().$count(schema.verificationCodes)).toBe(1);
  });

  test('a resend within 60 s sends nothing and answers like any other send; after them a new code replaces the old', async () => {
    const { user, contact } = await userWithPhone();
    await postForgotTwoFactor('send', contact);
    const first = await latestSmsCode(user.phone!);
    await db().execute(sql`UPDATE verification_codes SET created_at = now() - interval '20 seconds'`);

    const early = await postForgotTwoFactor('send', contact);

    // The full cool-down, as for an invented pair: the seconds really left would confirm the account.
    expect({ status: early.status, resendSeconds: early.data.resendSeconds }).toEqual({ status: 200, resendSeconds: 60 });
    expect(await smsTo(user.phone!)).toHaveLength(1);

    await db().execute(sql`UPDATE verification_codes SET created_at = now() - interval '61 seconds'`);
    const later = await postForgotTwoFactor('send', contact);

    expect(later.data.resendSeconds).toBe(60);
    expect(await smsTo(user.phone!)).toHaveLength(2);
    const second = await latestSmsCode(user.phone!);
    if (first !== second) expectCodeRefused(await postForgotTwoFactor('reset', { ...contact, code: first }));
    expect((await postForgotTwoFactor('reset', { ...contact, code: second })).status).toBe(200);
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
    const send = (n: number) => {
      const { email, ip } = attempt(n);
      return postForgotTwoFactor('send', { countryCode: '+420', phone: '601000000', email }, { headers: { 'x-kt-client-ip': ip } });
    };
    for (let n = 1; n <= limit; n++) expect((await send(n)).status).toBe(200);

    const blocked = await send(limit + 1);

    expect(blocked.status).toBe(429);
    expect(Number(blocked.response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test.each([
    ['nothing', {}, { countryCode: 'validation.required', phone: 'validation.required', email: 'validation.required' }],
    [
      'a country code with letters',
      { countryCode: '+4x', phone: '601234567', email: 'a@example.test' },
      { countryCode: 'validation.countryCode' },
    ],
    ['a phone with letters', { countryCode: '+420', phone: '601-abc', email: 'a@example.test' }, { phone: 'validation.phone' }],
    [
      'more than 12 digits with the country code',
      { countryCode: '+420', phone: '6012345678', email: 'a@example.test' },
      { phone: 'validation.phoneLength' },
    ],
    ['a malformed e-mail', { countryCode: '+420', phone: '601234567', email: 'not an e-mail' }, { email: 'validation.email' }],
  ])('refuses %s per field (422)', async (_label, body, expected) => {
    const result = await postForgotTwoFactor('send', body);

    expect(result.status).toBe(422);
    expect(result.data.fieldErrors).toEqual(
      Object.fromEntries(Object.entries(expected).map(([field, key]) => [field, messageText('en', key)])),
    );
  });
});

describe('POST user/v1/twofactor/forgot/reset', () => {
  test('forgets the recovery codes with the authenticator', async () => {
    const { user, contact } = await userWithPhone();
    const { twoFactorRecoveryCodes } = schema;
    await db()
      .insert(twoFactorRecoveryCodes)
      .values([1, 2].map((n) => ({ userId: user.id, codeHash: Buffer.alloc(32, n) })));
    await postForgotTwoFactor('send', contact);

    expect((await postForgotTwoFactor('reset', { ...contact, code: await latestSmsCode(user.phone!) })).status).toBe(200);

    expect(await db().select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id))).toEqual([]);
  });

  test('the code turns 2FA off, ends every session and e-mails the customer in their language', async () => {
    const { user, contact } = await userWithPhone({ language: 'cs', antiPhishingCode: 'sova' });
    const pending = (await postLogin({ login: user.email, password: TEST_PASSWORD })).data.temp_accesstoken;
    const active = (await openSession(user.id, 'active', { ip: null, userAgent: null })).token;
    await postForgotTwoFactor('send', contact);

    const result = await postForgotTwoFactor(
      'reset',
      { ...contact, code: await latestSmsCode(user.phone!) },
      { headers: { 'x-kt-client-ip': '198.51.100.9' } },
    );

    expect(result.status).toBe(200);
    expect(result.data).toEqual({ message: messageText('en', 'forgotTwoFactor.resetDone') });
    expect(await storedUser(user.id)).toMatchObject({ authEnabled: false, totpSecret: null, totpLastStep: null });
    for (const token of [pending, active]) {
      const viewuser = await callLegacy(VIEW_USER_CALL, user.id, { token });
      expect({ status: viewuser.status, message: viewuser.envelope.message }).toEqual({ status: 401, message: ACCESS_TOKEN_MISMATCH });
    }
    const login = await postLogin({ login: user.email, password: TEST_PASSWORD });
    expect(login.data.accesstoken).toEqual(expect.any(String));
    expect(login.data.temp_u_id).toBeUndefined();
    const viewuser = await callLegacy(VIEW_USER_CALL, user.id, { token: login.data.accesstoken });
    expect(viewuser.data.auth_enabled).toBe('false');
    const [mail] = await smtp.mails(1);
    expect(mail!.to).toEqual([user.email]);
    expect(mail!.subject).toBe(messageText('cs', 'mail.twoFactorResetSubject').replace('{brand}', BRAND));
    expect(mail!.text.split('\n')[0]).toBe(messageText('cs', 'mail.securityCode').replace('{code}', 'sova'));
    expect(mail!.text).toContain(messageText('cs', 'mail.twoFactorResetIntro'));
    expect(mail!.text).toContain('198.51.100.9');
  });

  type Setup = Awaited<ReturnType<typeof userWithPhone>>;
  const refusals: [string, (setup: Setup, code: string) => Promise<Record<string, string>>][] = [
    ['a wrong code', async ({ contact }, code) => ({ ...contact, code: code === '000000' ? '111111' : '000000' })],
    ['the right code for another phone', async ({ contact }, code) => ({ ...contact, phone: '699999999', code })],
    ['the right code with an unknown e-mail', async ({ contact }, code) => ({ ...contact, email: 'nobody@example.test', code })],
    [
      'an expired code',
      async ({ contact }, code) => {
        await db().execute(sql`UPDATE verification_codes SET expires_at = now() - interval '1 second'`);
        return { ...contact, code };
      },
    ],
    [
      'a used code',
      async ({ contact }, code) => {
        expect((await postForgotTwoFactor('reset', { ...contact, code })).status).toBe(200);
        await db().execute(sql`UPDATE users SET auth_enabled = true`);
        return { ...contact, code };
      },
    ],
  ];

  test.each(refusals)('%s: 422 in the request’s language, and 2FA stays on', async (_label, spoil) => {
    const setup = await userWithPhone();
    await postForgotTwoFactor('send', setup.contact);

    const result = await postForgotTwoFactor('reset', await spoil(setup, await latestSmsCode(setup.user.phone!)), {
      headers: { lang: 'de' },
    });

    expectCodeRefused(result, 'de');
    expect((await storedUser(setup.user.id)).authEnabled).toBe(true);
  });

  test('after 5 wrong codes even the right one is refused', async () => {
    const { user, contact } = await userWithPhone();
    await postForgotTwoFactor('send', contact);
    const code = await latestSmsCode(user.phone!);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) expectCodeRefused(await postForgotTwoFactor('reset', { ...contact, code: wrong }));
    await forgetRateLimits();

    expectCodeRefused(await postForgotTwoFactor('reset', { ...contact, code }));
    expect((await storedUser(user.id)).totpSecret).not.toBeNull();
  });

  test('the 6th check from one address is refused with 429, whatever the e-mail', async () => {
    const check = (n: number) =>
      postForgotTwoFactor(
        'reset',
        { countryCode: '+420', phone: '601000000', email: `guess${n}@example.test`, code: '123456' },
        { headers: { 'x-kt-client-ip': '203.0.113.9' } },
      );
    for (let n = 1; n <= 5; n++) expect((await check(n)).status).toBe(422);

    expect((await check(6)).status).toBe(429);
  });

  test('a malformed code is refused per field (422)', async () => {
    const { contact } = await userWithPhone();

    const result = await postForgotTwoFactor('reset', { ...contact, code: '12ab56' });

    expect([result.status, result.data.fieldErrors]).toEqual([422, { code: messageText('en', 'validation.oneTimeCode') }]);
  });
});
