import { loginSchema, registerSchema } from '@/lib/validation/auth';
import { idParams, userIdParams } from '@/lib/validation/params';
import { fieldKeys } from '../support/validation';

describe('loginSchema', () => {
  test.each([
    ['an e-mail', 'ada@example.test', 'ada@example.test'],
    ['an e-mail in capitals', 'Ada@Example.TEST', 'Ada@Example.TEST'],
    ['an e-mail with surrounding spaces (trimmed)', '  ada@example.test  ', 'ada@example.test'],
    ['an international phone', '+420601234567', '+420601234567'],
    ['a phone with spaces, dashes and brackets', ' +420 (601) 234-567 ', '+420 (601) 234-567'],
    ['a phone without +', '00421901234567', '00421901234567'],
  ])('accepts %s', (_label, login, expected) => {
    const result = loginSchema.safeParse({ login, password: 'anything' });
    expect(result.success && result.data.login).toBe(expected);
  });

  test.each([
    ['an empty login', { login: '', password: 'x' }, { login: 'validation.required' }],
    ['a login of spaces', { login: '   ', password: 'x' }, { login: 'validation.required' }],
    ['a missing login and password', {}, { login: 'validation.required', password: 'validation.required' }],
    ['an empty password', { login: 'ada@example.test', password: '' }, { password: 'validation.required' }],
    ['a non-string login', { login: 420601234567, password: 'x' }, { login: 'validation.required' }],
    ['an e-mail without domain', { login: 'ada@', password: 'x' }, { login: 'validation.emailOrPhone' }],
    ['an e-mail with two @', { login: 'ada@@example.test', password: 'x' }, { login: 'validation.emailOrPhone' }],
    ['letters in a phone', { login: '60123abc', password: 'x' }, { login: 'validation.emailOrPhone' }],
    ['a phone of 5 digits', { login: '12345', password: 'x' }, { login: 'validation.emailOrPhone' }],
    ['a phone of 16 digits', { login: '1234567890123456', password: 'x' }, { login: 'validation.emailOrPhone' }],
    ['a login over 254 characters', { login: `${'a'.repeat(250)}@example.test`, password: 'x' }, { login: 'validation.tooLong' }],
    ['a password over 128 characters', { login: 'ada@example.test', password: 'p'.repeat(129) }, { password: 'validation.passwordLength' }],
  ])('refuses %s', (_label, input, expected) => {
    expect(fieldKeys(loginSchema.safeParse(input))).toEqual(expected);
  });
});

describe('registerSchema', () => {
  const valid = {
    profileType: 'personal',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.test',
    phoneCountry: 'CZ',
    phone: '601234567',
    password: 'long enough',
    confirmPassword: 'long enough',
    terms: true,
  };
  const company = { companyName: ' Engines s.r.o. ', companyIdNumber: '123 45 678', vatId: 'CZ12345678', companyAddress: 'Praha 1' };

  test('answers the account as stored: the e-mail trimmed and lower-cased, the phone whole, basic plan, no company', () => {
    const result = registerSchema.safeParse({ ...valid, email: '  Ada.Lovelace@Example.TEST ', phone: '601 234-567', ...company });
    expect(result.success && result.data).toEqual({
      profileType: 'personal',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada.lovelace@example.test',
      countryCode: '+420',
      phone: '+420601234567',
      password: 'long enough',
      plan: 'basic',
      company: null,
    });
  });

  test('keeps the company of a corporate registration, trimmed', () => {
    const result = registerSchema.safeParse({ ...valid, profileType: 'corporate', ...company });
    expect(result.success && result.data.company).toEqual({
      companyName: 'Engines s.r.o.',
      companyIdNumber: '123 45 678',
      vatId: 'CZ12345678',
      companyAddress: 'Praha 1',
    });
  });

  test.each(['basic', 'advanced', 'pro'])('keeps the chosen plan %s', (plan) => {
    const result = registerSchema.safeParse({ ...valid, plan });
    expect(result.success && result.data.plan).toBe(plan);
  });

  test.each([
    ['CZ', '601234567'],
    ['GR', '6912345678'],
    ['US', '2015550123'],
    ['NU', '4002'],
  ])('accepts %s %s (at most 12 digits with the country code)', (phoneCountry, phone) => {
    expect(registerSchema.safeParse({ ...valid, phoneCountry, phone }).success).toBe(true);
  });

  test.each([
    ['a confirmation that differs', { confirmPassword: 'long enougH' }, { confirmPassword: 'validation.passwordMismatch' }],
    ['a password of 7 characters', { password: 'p'.repeat(7), confirmPassword: 'p'.repeat(7) }, { password: 'validation.passwordLength' }],
    [
      'an empty password',
      { password: '', confirmPassword: '' },
      { password: 'validation.required', confirmPassword: 'validation.required' },
    ],
    ['an invalid e-mail', { email: 'not-an-email' }, { email: 'validation.email' }],
    ['a missing profile type', { profileType: undefined }, { profileType: 'validation.profileType' }],
    ['an unknown plan', { plan: 'platinum' }, { plan: 'validation.plan' }],
    ['a 13-digit phone', { phoneCountry: 'SK', phone: '9051234567' }, { phone: 'validation.phoneLength' }],
    ['a leading 0', { phone: '0601234567' }, { phone: 'registration.validation.phoneLeadingZero' }],
    ['terms not ticked', { terms: false }, { terms: 'registration.validation.terms' }],
    [
      'a corporate registration without its company',
      { profileType: 'corporate' },
      {
        companyName: 'validation.required',
        companyIdNumber: 'validation.required',
        vatId: 'validation.required',
        companyAddress: 'validation.required',
      },
    ],
  ])('refuses %s', (_label, change, expected) => {
    expect(fieldKeys(registerSchema.safeParse({ ...valid, ...change }))).toEqual(expected);
  });
});

describe('id path parameters', () => {
  const idSchemas = [
    ['u_id', userIdParams],
    ['id', idParams],
  ] as const;
  const refused = ['0', '-1', 'abc', '1.5', '', '99999999999999999999', '9007199254740992'];

  test.each(idSchemas)('%s "12" is the number 12', (key, schema) => {
    expect(schema.safeParse({ [key]: '12' })).toEqual({ success: true, data: { [key]: 12 } });
  });

  test.each(idSchemas.flatMap(([key, schema]) => refused.map((value) => [key, value, schema] as const)))(
    '%s %j is refused as validation.invalidId',
    (key, value, schema) => {
      expect(fieldKeys(schema.safeParse({ [key]: value }))).toEqual({ [key]: 'validation.invalidId' });
    },
  );
});
