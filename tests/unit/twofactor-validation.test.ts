import { toggleTwoFactorSchema, verifyTwoFactorSchema } from '@/lib/validation/twofactor';
import { fieldKeys } from '../support/validation';

describe('the authenticator code', () => {
  test.each([
    ['six digits', '012345', '012345'],
    ['as the apps show it', '012 345', '012345'],
    ['with surrounding spaces', ' 012345 ', '012345'],
  ])('accepts %s', (_label, code, expected) => {
    const result = verifyTwoFactorSchema.safeParse({ code });
    expect(result.success && result.data.code).toBe(expected);
  });

  test.each([
    ['missing', {}, 'validation.required'],
    ['empty', { code: '' }, 'validation.required'],
    ['only spaces', { code: '   ' }, 'validation.required'],
    ['five digits', { code: '12345' }, 'validation.totpCode'],
    ['seven digits', { code: '1234567' }, 'validation.totpCode'],
    ['letters', { code: '12a456' }, 'validation.totpCode'],
    ['a number instead of text', { code: 123456 }, 'validation.required'],
  ])('refuses a code %s', (_label, input, key) => {
    expect(fieldKeys(verifyTwoFactorSchema.safeParse(input))).toEqual({ code: key });
  });
});

describe('enable and disable', () => {
  test('need both the password and the code', () => {
    expect(fieldKeys(toggleTwoFactorSchema.safeParse({}))).toEqual({ password: 'validation.required', code: 'validation.required' });
  });

  test('take any current password up to 128 characters (no strength rule for a password being checked)', () => {
    expect(toggleTwoFactorSchema.safeParse({ password: 'short', code: '123456' }).success).toBe(true);
    expect(fieldKeys(toggleTwoFactorSchema.safeParse({ password: 'p'.repeat(129), code: '123456' }))).toEqual({
      password: 'validation.passwordLength',
    });
  });
});
