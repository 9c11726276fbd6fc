import { eq, sql } from 'drizzle-orm';
import { ACCESS_TOKEN_MISMATCH } from '@/lib/api/envelope';
import { db, schema } from '@/lib/server/db';
import { translatorFor } from '@/lib/server/i18n/translate';
import { countUsers, createUser, resetDatabase } from '../support/db';
import { callLegacy, VIEW_USER_CALL } from '../support/legacy';
import { messageText } from '../support/messages';
import {
  corporateRegistration,
  forgetRateLimits,
  latestCodeTo,
  outboxTo,
  personalRegistration,
  postContactStep,
  registerPending,
  REGISTRATION_PASSWORD,
} from '../support/registration';
import { postLogin, postRegister } from '../support/session';

beforeEach(resetDatabase);

const en = translatorFor('en');
const storedUser = async (id: number) => (await db().select().from(schema.users).where(eq(schema.users.id, id)))[0]!;
const liveSessions = (userId: number) => db().select().from(schema.sessions).where(eq(schema.sessions.userId, userId));

describe('POST user/v1/register', () => {
  test('a personal sign-up creates the account unverified, a pending session and e-mails the code', async () => {
    const input = personalRegistration({ email: ' Ada.New@Example.TEST ', phone: '601 234 567' });

    const result = await postRegister(input);

    expect(result.status).toBe(200);
    expect(result.data).toEqual({ temp_u_id: expect.any(Number), temp_accesstoken: expect.any(String), second_factor: 'email' });
    expect(result.response.headers.get('set-cookie')).toContain(`kt_session=${result.data.temp_accesstoken}`);
    expect(await storedUser(result.data.temp_u_id)).toMatchObject({
      email: 'ada.new@example.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileType: 'personal',
      countryCode: '+420',
      phone: '+420601234567',
      companyName: null,
      vatId: null,
      plan: 'basic',
      language: 'en',
      emailVerifiedAt: null,
      phoneVerifiedAt: null,
    });
    const [session] = await liveSessions(result.data.temp_u_id);
    expect(session!.state).toBe('pending');
    // Long enough for both codes with a resend each, far shorter than a signed-in session.
    expect(session!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(session!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);

    const [mail] = await outboxTo('ada.new@example.test', 'email');
    const code = await latestCodeTo('ada.new@example.test', 'email');
    expect(mail).toMatchObject({ subject: 'Your Kryptomat verification code', purpose: 'register-email' });
    expect(mail!.textBody).toContain(`Verification code: ${code}`);
    expect(mail!.htmlBody).toContain(`<td style="padding:2px 0">${code}</td>`);
    expect(JSON.stringify(result.envelope)).not.toContain(code);
    expect(await outboxTo('+420601234567', 'sms')).toEqual([]);
  });

  test('a corporate sign-up keeps the company and waits on basic for its chosen plan; a personal one drops company fields sent anyway', async () => {
    const corporate = await postRegister(corporateRegistration({ companyName: '  Lovelace Engines s.r.o. ', plan: 'pro' }));
    const personal = await postRegister(personalRegistration({ companyName: 'Not a company', vatId: 'CZ1' }));

    expect(await storedUser(corporate.data.temp_u_id)).toMatchObject({
      profileType: 'corporate',
      plan: 'basic',
      requestedPlan: 'pro',
      companyName: 'Lovelace Engines s.r.o.',
      companyIdNumber: '12345678',
      vatId: 'CZ12345678',
      companyAddress: 'Vodičkova 1, 110 00 Praha 1',
    });
    expect(await storedUser(personal.data.temp_u_id)).toMatchObject({ profileType: 'personal', companyName: null, vatId: null });
  });

  test('the code e-mail is in the language of the sign-up (text and HTML parts, html lang)', async () => {
    const result = await postRegister(personalRegistration({ email: 'jana@example.test' }), { headers: { lang: 'cs' } });

    const [mail] = await outboxTo('jana@example.test', 'email');
    const cs = translatorFor('cs');
    expect((await storedUser(result.data.temp_u_id)).language).toBe('cs');
    expect(mail!.subject).toBe(cs('registration.mail.emailSubject', { brand: 'Kryptomat' }));
    expect(mail!.textBody).toContain(cs('registration.mail.expiry', { minutes: 10 }));
    expect(mail!.htmlBody).toContain('<html lang="cs">');
    expect(mail!.htmlBody).toContain(cs('registration.mail.ignore'));
  });

  test('the account keeps the browser’s time zone sent with the sign-up; without one, that of the language’s country', async () => {
    const athens = await postRegister(personalRegistration({ email: 'eleni@example.test', timeZone: 'Europe/Athens' }));
    const slovak = await postRegister(personalRegistration({ email: 'jan@example.test', phoneCountry: 'SK', phone: '905123457' }), {
      headers: { lang: 'sk' },
    });

    expect((await storedUser(athens.data.temp_u_id)).timeZone).toBe('Europe/Athens');
    expect((await storedUser(slovak.data.temp_u_id)).timeZone).toBe('Europe/Bratislava');
  });

  test('the code e-mail starts with the customer’s anti-phishing code, escaped in HTML', async () => {
    const { contactCodeEmail } = await import('@/lib/server/auth/registration/mail');

    const mail = contactCodeEmail({ email: 'ada@example.test', language: 'el', antiPhishingCode: 'Owl42' }, '123456', 10);

    const el = translatorFor('el');
    expect(mail.text.split('\n')[0]).toBe(el('mail.securityCode', { code: 'Owl42' }));
    expect(mail.html).toContain(el('mail.securityCode', { code: 'Owl42' }));
    expect(mail.text).toContain(`${el('registration.mail.codeLabel')}: 123456`);
    expect(mail.subject).toBe(el('registration.mail.emailSubject', { brand: 'Kryptomat' }));
  });

  test('12 digits with the country code are accepted, 13 are not', async () => {
    expect((await postRegister(personalRegistration({ phoneCountry: 'SK', phone: '905123456' }))).status).toBe(200);
    const tooLong = await postRegister(personalRegistration({ phoneCountry: 'SK', phone: '9051234567' }));
    expect(tooLong.status).toBe(422);
    expect(tooLong.data.fieldErrors).toEqual({ phone: messageText('en', 'validation.phoneLength') });
  });

  const rules: [string, Record<string, unknown>, string, string][] = [
    ['no profile type', { profileType: undefined }, 'profileType', 'validation.profileType'],
    ['an unknown profile type', { profileType: 'admin' }, 'profileType', 'validation.profileType'],
    ['an empty first name', { firstName: '  ' }, 'firstName', 'validation.required'],
    ['no last name', { lastName: undefined }, 'lastName', 'validation.required'],
    ['markup in a name', { lastName: 'Lovelace<b>' }, 'lastName', 'validation.noMarkup'],
    ['a link in the first name', { firstName: 'Unlock at https://k.example' }, 'firstName', 'validation.noLinks'],
    ['a host name as the last name', { lastName: 'kryptomat-help.com' }, 'lastName', 'validation.noLinks'],
    ['a 51-character first name', { firstName: 'a'.repeat(51) }, 'firstName', 'validation.tooLong'],
    ['a terminal escape in the first name', { firstName: 'Ada\x1b[67G' }, 'firstName', 'validation.controlCharacters'],
    ['a right-to-left override in the last name', { lastName: 'Love\u202elace' }, 'lastName', 'validation.controlCharacters'],
    ['no e-mail', { email: '' }, 'email', 'validation.required'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email', 'validation.email'],
    ['an unknown country', { phoneCountry: 'XX' }, 'phoneCountry', 'registration.validation.phoneCountry'],
    ['a country without phones', { phoneCountry: 'AQ' }, 'phoneCountry', 'registration.validation.phoneCountry'],
    ['no phone', { phone: '' }, 'phone', 'validation.required'],
    ['letters in the phone', { phone: '601 23A 567' }, 'phone', 'validation.phoneDigits'],
    ['the country code typed into the phone', { phone: '+420601234567' }, 'phone', 'validation.phoneDigits'],
    ['a trunk 0', { phone: '0601234567' }, 'phone', 'registration.validation.phoneLeadingZero'],
    ['13 digits with the country code', { phoneCountry: 'CZ', phone: '6012345678' }, 'phone', 'validation.phoneLength'],
    ['too few digits to be a number', { phoneCountry: 'US', phone: '20155' }, 'phone', 'validation.phone'],
    ['a short password', { password: 'short', confirmPassword: 'short' }, 'password', 'validation.passwordLength'],
    ['no confirmation', { confirmPassword: '' }, 'confirmPassword', 'validation.required'],
    ['a confirmation that differs', { confirmPassword: 'something else' }, 'confirmPassword', 'validation.passwordMismatch'],
    ['terms not ticked', { terms: false }, 'terms', 'registration.validation.terms'],
    ['terms as a string', { terms: 'true' }, 'terms', 'registration.validation.terms'],
    ['an unknown plan', { plan: 'platinum' }, 'plan', 'validation.plan'],
  ];
  const corporateRules: [string, Record<string, unknown>, string, string][] = [
    ['no company name', { companyName: '' }, 'companyName', 'validation.required'],
    ['no company ID number', { companyIdNumber: undefined }, 'companyIdNumber', 'validation.required'],
    ['no VAT ID', { vatId: ' ' }, 'vatId', 'validation.required'],
    ['no company address', { companyAddress: '' }, 'companyAddress', 'validation.required'],
    ['symbols in the VAT ID', { vatId: 'CZ#1234' }, 'vatId', 'registration.validation.companyCode'],
    ['symbols in the company ID', { companyIdNumber: '12;34' }, 'companyIdNumber', 'registration.validation.companyCode'],
    ['markup in the company name', { companyName: '<i>Engines</i>' }, 'companyName', 'validation.noMarkup'],
    ['a 301-character address', { companyAddress: 'a'.repeat(301) }, 'companyAddress', 'validation.tooLong'],
    ['a web address as the company name', { companyName: 'www.engines.example' }, 'companyName', 'validation.noLinks'],
    ['a 201-character company name', { companyName: 'a'.repeat(201) }, 'companyName', 'validation.tooLong'],
    ['a C1 control in the address', { companyAddress: 'Praha\u009b2J 1' }, 'companyAddress', 'validation.controlCharacters'],
  ];

  test.each([
    ...rules.map(([label, change, field, key]) => [`personal: ${label}`, personalRegistration(change), field, key] as const),
    ...corporateRules.map(([label, change, field, key]) => [`corporate: ${label}`, corporateRegistration(change), field, key] as const),
  ])('%s → 422 naming only that field, nothing created and nothing sent', async (_label, input, field, key) => {
    const result = await postRegister(input);

    expect(result.status).toBe(422);
    expect(result.envelope.message).toBe(messageText('en', 'errors.validationFailed'));
    expect(result.data.fieldErrors).toEqual({ [field]: messageText('en', key) });
    expect(result.response.headers.get('set-cookie')).toBeNull();
    expect(await countUsers()).toBe(0);
    expect(await db().$count(schema.outbox)).toBe(0);
  });

  test('every refused field is named at once, in the language of the request', async () => {
    const result = await postRegister(
      corporateRegistration({ firstName: '', email: 'x', phone: '0601', confirmPassword: 'other', terms: false, vatId: '' }),
      { headers: { lang: 'de' } },
    );

    expect(result.status).toBe(422);
    expect(result.data.fieldErrors).toEqual({
      firstName: messageText('de', 'validation.required'),
      email: messageText('de', 'validation.email'),
      phone: messageText('de', 'registration.validation.phoneLeadingZero'),
      confirmPassword: messageText('de', 'validation.passwordMismatch'),
      terms: messageText('de', 'registration.validation.terms'),
      vatId: messageText('de', 'validation.required'),
    });
  });

  test('an e-mail taken in another letter case → 409 on the e-mail field, no second account', async () => {
    const existing = await createUser({ email: 'taken@example.test' });

    const result = await postRegister(personalRegistration({ email: 'Taken@Example.test' }));

    expect(result.status).toBe(409);
    expect(result.envelope.message).toBe(messageText('en', 'errors.emailTaken'));
    expect(result.data.fieldErrors).toEqual({ email: messageText('en', 'errors.emailTaken') });
    expect(await countUsers()).toBe(1);
    expect((await postLogin({ login: existing.email, password: REGISTRATION_PASSWORD })).status).toBe(401);
  });

  test('a phone taken by another account → 409 on the phone field', async () => {
    await createUser({ phone: '+420601234567', countryCode: '+420' });

    const result = await postRegister(personalRegistration({ phone: '601234567' }));

    expect(result.status).toBe(409);
    expect(result.data.fieldErrors).toEqual({ phone: messageText('en', 'errors.phoneTaken') });
    expect(await countUsers()).toBe(1);
  });

  describe('an unfinished registration holding the e-mail or phone', () => {
    const backdate = (id: number, hours: number) =>
      db().execute(sql`UPDATE users SET created_datetime = now() - make_interval(hours => ${hours}) WHERE id = ${id}`);

    test('older than a day is released: the new sign-up replaces it', async () => {
      const abandoned = await registerPending(personalRegistration({ email: 'mine@example.test' }));
      await backdate(abandoned.user.id, 25);

      const result = await postRegister(personalRegistration({ email: 'mine@example.test', phone: abandoned.input.phone }));

      expect(result.status).toBe(200);
      expect(await countUsers()).toBe(1);
      expect((await callLegacy(VIEW_USER_CALL, abandoned.user.id, { token: abandoned.token })).status).toBe(401);
    });

    test('younger than a day still holds them', async () => {
      const recent = await registerPending(personalRegistration({ email: 'mine@example.test' }));
      await backdate(recent.user.id, 23);

      expect((await postRegister(personalRegistration({ email: 'mine@example.test' }))).status).toBe(409);
    });

    test('an account that was ever signed in, or has nothing left to prove, is never released', async () => {
      const used = await createUser({ email: 'used@example.test', emailVerifiedAt: null, lastLoginAt: new Date('2024-01-01') });
      const legacy = await createUser({ email: 'legacy@example.test', phone: null, phoneVerifiedAt: null });
      await backdate(used.id, 100);
      await backdate(legacy.id, 100);

      expect((await postRegister(personalRegistration({ email: 'used@example.test' }))).status).toBe(409);
      expect((await postRegister(personalRegistration({ email: 'legacy@example.test' }))).status).toBe(409);
      expect(await countUsers()).toBe(2);
    });
  });
});

describe('the pending session of a sign-up', () => {
  test('is refused by the logged-in API calls', async () => {
    const { token, user } = await registerPending();

    const result = await callLegacy(VIEW_USER_CALL, user.id, { token });

    expect(result.status).toBe(401);
    expect(result.envelope.message).toBe(messageText('en', 'errors.secondFactorRequired'));
    expect(result.data).toBeNull();
  });

  test('cannot skip its codes through the authenticator step', async () => {
    const { POST: verifyTwoFactor } = await import('@/app/api/user/v1/twofactor/verify/route');
    const { callApi } = await import('../support/api');
    const { token } = await registerPending();

    const result = await callApi(verifyTwoFactor, 'user/v1/twofactor/verify', { method: 'POST', body: { code: '123456' }, token });

    expect(result.status).toBe(401);
    expect(result.envelope.message).toBe(messageText('en', 'errors.secondFactorNotPending'));
  });
});

describe('the e-mail and mobile code steps', () => {
  test('the e-mail code, then the SMS code, make the account active and the customer signed in', async () => {
    const { token, user, input } = await registerPending(personalRegistration({ phoneCountry: 'GR', phone: '6912345678' }));

    const email = await postContactStep('email', 'verify', { code: await latestCodeTo(user.email, 'email') }, { token });

    expect(email.status).toBe(200);
    expect(email.data).toEqual({ temp_u_id: user.id, temp_accesstoken: token, second_factor: 'phone' });
    expect((await storedUser(user.id)).emailVerifiedAt).toBeInstanceOf(Date);
    const [sms] = await outboxTo('+306912345678', 'sms');
    const smsCode = await latestCodeTo('+306912345678', 'sms');
    expect(sms!.textBody).toBe(en('registration.mail.sms', { brand: 'Kryptomat', code: smsCode, minutes: 10 }));

    const phone = await postContactStep('phone', 'verify', { code: ` ${smsCode.slice(0, 3)} ${smsCode.slice(3)} ` }, { token });

    expect(phone.status).toBe(200);
    expect(phone.data).toMatchObject({ u_id: user.id, accesstoken: expect.any(String), user: { full_name: 'Ada Lovelace' } });
    expect(phone.response.headers.get('set-cookie')).toContain(`kt_session=${phone.data.accesstoken}`);
    expect((await storedUser(user.id)).phoneVerifiedAt).toBeInstanceOf(Date);
    const me = await callLegacy(VIEW_USER_CALL, user.id, { token: phone.data.accesstoken });
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({ email: input.email, phone: '+306912345678', country_code: '+30' });
    // The pending token is spent with the step that replaced it.
    const old = await callLegacy(VIEW_USER_CALL, user.id, { token });
    expect(old.envelope.message).toBe(ACCESS_TOKEN_MISMATCH);
    expect((await postLogin({ login: '+306912345678', password: REGISTRATION_PASSWORD })).data).toMatchObject({ u_id: user.id });
  });

  test('steps go in order: the mobile step is refused while the e-mail is owed, and a done step is not redone', async () => {
    const { token, user } = await registerPending();
    const stepNotDue = en('registration.errors.stepNotDue');

    for (const call of ['send', 'verify'] as const) {
      const early = await postContactStep('phone', call, { code: '123456' }, { token });
      expect({ status: early.status, message: early.envelope.message }).toEqual({ status: 409, message: stepNotDue });
    }
    await postContactStep('email', 'verify', { code: await latestCodeTo(user.email, 'email') }, { token });
    const again = await postContactStep('email', 'verify', { code: '123456' }, { token });
    expect({ status: again.status, message: again.envelope.message }).toEqual({ status: 409, message: stepNotDue });
  });

  test('an unknown step is a 400, a malformed code a 422 naming the code', async () => {
    const { token } = await registerPending();

    expect((await postContactStep('fax', 'verify', { code: '123456' }, { token })).status).toBe(400);
    const malformed = await postContactStep('email', 'verify', { code: '12ab56' }, { token });
    expect(malformed.status).toBe(422);
    expect(malformed.data.fieldErrors).toEqual({ code: messageText('en', 'validation.oneTimeCode') });
  });

  test('a wrong code says how many tries are left; the fifth locks the code, and then the account waits', async () => {
    const { token, user } = await registerPending();
    const right = await latestCodeTo(user.email, 'email');
    const wrong = right === '000000' ? '111111' : '000000';

    for (let left = 4; left >= 1; left--) {
      const result = await postContactStep('email', 'verify', { code: wrong }, { token });
      expect(result.status).toBe(422);
      expect(result.envelope.message).toBe(messageText('en', 'errors.oneTimeCodeInvalid'));
      expect(result.data.fieldErrors).toEqual({ code: en('registration.errors.codeWrong', { left }) });
    }
    const fifth = await postContactStep('email', 'verify', { code: wrong }, { token });
    expect(fifth.data.fieldErrors).toEqual({ code: en('registration.errors.codeLocked') });

    const blocked = await postContactStep('email', 'verify', { code: right }, { token });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.response.headers.get('retry-after'))).toBeGreaterThan(0);

    await forgetRateLimits();
    const locked = await postContactStep('email', 'verify', { code: right }, { token });
    expect(locked.data.fieldErrors).toEqual({ code: en('registration.errors.codeLocked') });
    expect((await storedUser(user.id)).emailVerifiedAt).toBeNull();
  });

  test('an expired code is refused as expired, in the language of the request', async () => {
    const { token, user } = await registerPending();
    const code = await latestCodeTo(user.email, 'email');
    await db()
      .update(schema.verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(schema.verificationCodes.userId, user.id));

    const result = await postContactStep('email', 'verify', { code }, { token, headers: { lang: 'sk' } });

    expect(result.status).toBe(422);
    expect(result.envelope.message).toBe(messageText('sk', 'errors.oneTimeCodeInvalid'));
    expect(result.data.fieldErrors).toEqual({ code: translatorFor('sk')('registration.errors.codeExpired') });
    expect((await storedUser(user.id)).emailVerifiedAt).toBeNull();
  });

  test('resend waits out the cool-down (429 with Retry-After), then sends a new code that replaces the old one', async () => {
    const { token, user } = await registerPending();
    const first = await latestCodeTo(user.email, 'email');

    const early = await postContactStep('email', 'send', {}, { token });

    expect(early.status).toBe(429);
    const retryAfter = Number(early.response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(55);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(early.envelope.message).toBe(en('registration.errors.resendWait', { seconds: retryAfter }));
    expect(await outboxTo(user.email, 'email')).toHaveLength(1);

    await db().execute(sql`UPDATE verification_codes SET created_at = created_at - interval '61 seconds'`);
    const resent = await postContactStep('email', 'send', {}, { token });

    expect(resent.status).toBe(200);
    expect(resent.data).toEqual({ message: messageText('en', 'registration.codeSentAgain'), resendSeconds: 60 });
    expect(await outboxTo(user.email, 'email')).toHaveLength(2);
    const second = await latestCodeTo(user.email, 'email');
    if (second !== first) {
      const stale = await postContactStep('email', 'verify', { code: first }, { token });
      expect(stale.data.fieldErrors.code).toBe(en('registration.errors.codeWrong', { left: 4 }));
    }
    expect((await postContactStep('email', 'verify', { code: second }, { token })).status).toBe(200);
  });

  test('resends are counted per account: the sixth within 15 minutes is refused however long the cool-down', async () => {
    const { token, user } = await registerPending();

    for (let n = 0; n < 5; n++) {
      await db().execute(sql`UPDATE verification_codes SET created_at = created_at - interval '61 seconds'`);
      expect((await postContactStep('email', 'send', {}, { token, headers: { 'x-kt-client-ip': `198.51.100.${n}` } })).status).toBe(200);
    }
    await db().execute(sql`UPDATE verification_codes SET created_at = created_at - interval '61 seconds'`);
    const sixth = await postContactStep('email', 'send', {}, { token, headers: { 'x-kt-client-ip': '198.51.100.99' } });

    expect(sixth.status).toBe(429);
    expect(sixth.envelope.message).toMatch(/^Too many attempts/);
    expect(Number(sixth.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await outboxTo(user.email, 'email')).toHaveLength(6);
  });

  test('resends are counted per address too: the sixth from one address is refused, whichever account asks', async () => {
    const address = { headers: { 'x-kt-client-ip': '203.0.113.77' } };
    const accounts = await Promise.all(Array.from({ length: 6 }, () => registerPending()));
    await db().execute(sql`UPDATE verification_codes SET created_at = created_at - interval '61 seconds'`);

    for (const { token } of accounts.slice(0, 5))
      expect((await postContactStep('email', 'send', {}, { token, ...address })).status).toBe(200);
    const sixth = await postContactStep('email', 'send', {}, { token: accounts[5]!.token, ...address });

    expect(sixth.status).toBe(429);
    expect(Number(sixth.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await outboxTo(accounts[5]!.user.email, 'email')).toHaveLength(1);
  }, 30_000);

  test('the mobile step has its own resend and cool-down', async () => {
    const { token, user } = await registerPending();
    await postContactStep('email', 'verify', { code: await latestCodeTo(user.email, 'email') }, { token });

    expect((await postContactStep('phone', 'send', {}, { token })).status).toBe(429);
    await db().execute(sql`UPDATE verification_codes SET created_at = created_at - interval '61 seconds'`);
    expect((await postContactStep('phone', 'send', {}, { token })).status).toBe(200);
    expect(await outboxTo(user.phone!, 'sms')).toHaveLength(2);
  });

  test('without a session the steps answer 401; a full session is not a pending one', async () => {
    const user = await createUser();
    const { signIn } = await import('../support/session');
    const token = await signIn(user);

    expect((await postContactStep('email', 'send')).status).toBe(401);
    const active = await postContactStep('email', 'verify', { code: '123456' }, { token });
    expect(active.status).toBe(401);
    expect(active.envelope.message).toBe(messageText('en', 'errors.secondFactorNotPending'));
  });
});

describe('signing in to an unfinished registration', () => {
  test('resumes at the e-mail step with a fresh code, after the password', async () => {
    const { user, input } = await registerPending();
    expect((await postLogin({ login: input.email, password: 'wrong password!' })).status).toBe(401);
    await db().execute(sql`UPDATE verification_codes SET created_at = created_at - interval '61 seconds'`);

    const result = await postLogin({ login: input.email, password: REGISTRATION_PASSWORD });

    expect(result.status).toBe(200);
    expect(result.data).toEqual({ temp_u_id: user.id, temp_accesstoken: expect.any(String), second_factor: 'email' });
    expect((await outboxTo(user.email, 'email')).filter((mail) => mail.purpose === 'register-email')).toHaveLength(2);
    expect((await callLegacy(VIEW_USER_CALL, user.id, { token: result.data.temp_accesstoken })).status).toBe(401);
    const done = await postContactStep(
      'email',
      'verify',
      { code: await latestCodeTo(user.email, 'email') },
      { token: result.data.temp_accesstoken },
    );
    expect(done.data.second_factor).toBe('phone');
  });

  test('resumes at the mobile step by phone number too; within the cool-down no second SMS goes out', async () => {
    const { token, user, input } = await registerPending();
    await postContactStep('email', 'verify', { code: await latestCodeTo(user.email, 'email') }, { token });

    const result = await postLogin({ login: `+420 ${input.phone}`, password: REGISTRATION_PASSWORD });

    expect(result.data).toMatchObject({ temp_u_id: user.id, second_factor: 'phone' });
    expect(await outboxTo(user.phone!, 'sms')).toHaveLength(1);
    const done = await postContactStep(
      'phone',
      'verify',
      { code: await latestCodeTo(user.phone!, 'sms') },
      { token: result.data.temp_accesstoken },
    );
    expect(done.data).toMatchObject({ u_id: user.id });
  });

  test('with 2FA on, the codes come first and the authenticator last', async () => {
    const { token, user } = await registerPending();
    await db().update(schema.users).set({ authEnabled: true }).where(eq(schema.users.id, user.id));
    await postContactStep('email', 'verify', { code: await latestCodeTo(user.email, 'email') }, { token });

    const phone = await postContactStep('phone', 'verify', { code: await latestCodeTo(user.phone!, 'sms') }, { token });

    expect(phone.data).toEqual({ temp_u_id: user.id, temp_accesstoken: token, second_factor: 'authenticator' });
    expect(phone.response.headers.get('set-cookie')).toBeNull();
    expect((await liveSessions(user.id)).map((session) => session.state)).toEqual(['pending']);
  });

  test('an account from before phones were asked for (no phone) signs in fully', async () => {
    const legacy = await createUser({ phone: null, phoneVerifiedAt: null });

    const result = await postLogin({ login: legacy.email, password: 'correct horse battery' });

    expect(result.data).toMatchObject({ u_id: legacy.id, accesstoken: expect.any(String) });
  });
});
