import { describeDevice } from '@/lib/format/device';
import { antiPhishingSchema, changePasswordSchema } from '@/lib/validation/profile';
import { fieldKeys } from '../support/validation';

describe('the device of a user agent', () => {
  test.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36', 'Chrome · Windows'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0',
      'Edge · Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'Safari · macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1',
      'Chrome · iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
      'Chrome · Android',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', 'Firefox · Linux'],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 OPR/109.0', 'Opera · Windows'],
    ['curl/8.5.0', null],
    ['', null],
    [null, null],
  ])('%j → %j', (userAgent, device) => {
    expect(describeDevice(userAgent)).toBe(device);
  });
});

describe('the change-password form', () => {
  const valid = { oldPassword: 'old one', newPassword: 'new passphrase', confirmPassword: 'new passphrase' };

  test('takes an old password of any length and a new one of 8 to 128 characters', () => {
    expect(changePasswordSchema.safeParse(valid).success).toBe(true);
    expect(changePasswordSchema.safeParse({ ...valid, newPassword: 'p'.repeat(128), confirmPassword: 'p'.repeat(128) }).success).toBe(true);
  });

  test.each([
    [
      'nothing filled',
      {},
      { oldPassword: 'validation.required', newPassword: 'validation.required', confirmPassword: 'validation.required' },
    ],
    ['a different confirmation', { ...valid, confirmPassword: 'new passphrase!' }, { confirmPassword: 'validation.passwordMismatch' }],
    [
      'the old password again',
      { ...valid, newPassword: 'old one 1', confirmPassword: 'old one 1', oldPassword: 'old one 1' },
      { newPassword: 'validation.passwordUnchanged' },
    ],
    ['a short new password', { ...valid, newPassword: 'short', confirmPassword: 'short' }, { newPassword: 'validation.passwordLength' }],
  ])('refuses %s', (_label, input, keys) => {
    expect(fieldKeys(changePasswordSchema.safeParse(input))).toEqual(keys);
  });
});

describe('the anti-phishing code', () => {
  test.each(['abcd', 'ABCD1234', 'z'.repeat(20), ''])('accepts %j', (code) => {
    expect(antiPhishingSchema.safeParse({ code }).success).toBe(true);
  });

  test.each(['abc', 'z'.repeat(21), 'ab-cd', 'ab cd', '<b>bold</b>', "1' OR '1'='1"])('refuses %j', (code) => {
    expect(fieldKeys(antiPhishingSchema.safeParse({ code }))).toEqual({ code: 'validation.antiPhishing' });
  });
});
