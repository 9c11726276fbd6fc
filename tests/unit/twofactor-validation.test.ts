import { disableTwoFactorSchema, enableTwoFactorSchema, verifyTwoFactorSchema } from '@/lib/validation/twofactor';
import { fieldKeys } from '../support/validation';

describe('the authenticator code', () => {
  test.each([
    ['six digits', '012345', '012345'],
    ['as the apps show it', '012 345', '012345'],
    ['with surrounding spaces', ' 012345 ', '012345'],
    ['a recovery code as shown', 'ABCDE-12345', 'ABCDE-12345'],
    ['a recovery code in lower case, without the dash', 'abcde 12345', 'abcde12345'],
  ])('accepts %s', (_label, code, expected) => {
    const result = verifyTwoFactorSchema.safeParse({ code });
    expect(result.success && result.data.code).toBe(expected);
  });

  test.each([
    ['missing', {}, 'validation.required'],
    ['empty', { code: '' }, 'validation.required'],
    ['only spaces', { code: '   ' }, 'validation.required'],
    ['five digits', { code: '12345' }, 'validation.secondFactorCode'],
    ['seven digits', { code: '1234567' }, 'validation.secondFactorCode'],
    ['letters', { code: '12a456' }, 'validation.secondFactorCode'],
    ['a recovery code one symbol short', { code: 'ABCDE-1234' }, 'validation.secondFactorCode'],
    ['a number instead of text', { code: 123456 }, 'validation.required'],
  ])('refuses a code %s', (_label, input, key) => {
    expect(fieldKeys(verifyTwoFactorSchema.safeParse(input))).toEqual({ code: key });
  });
});

describe('enable and disable', () => {
  test.each([
    ['enable', enableTwoFactorSchema],
    ['disable', disableTwoFactorSchema],
  ])('%s needs both the password and the code', (_label, schema) => {
    expect(fieldKeys(schema.safeParse({}))).toEqual({ password: 'validation.required', code: 'validation.required' });
  });

  test('enable takes only a code of the new authenticator, disable a recovery code too', () => {
    const withRecoveryCode = { password: 'short', code: 'ABCDE-12345' };
    expect(fieldKeys(enableTwoFactorSchema.safeParse(withRecoveryCode))).toEqual({ code: 'validation.totpCode' });
    expect(disableTwoFactorSchema.safeParse(withRecoveryCode).success).toBe(true);
  });

  test('take any current password up to 128 characters (no strength rule for a password being checked)', () => {
    expect(enableTwoFactorSchema.safeParse({ password: 'short', code: '123456' }).success).toBe(true);
    expect(fieldKeys(enableTwoFactorSchema.safeParse({ password: 'p'.repeat(129), code: '123456' }))).toEqual({
      password: 'validation.passwordLength',
    });
  });
});
