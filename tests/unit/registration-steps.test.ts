import { passwordStrength } from '@/components/registration/password-strength';
import { passwordField } from '@/lib/validation/common';
import { owedSignInStep } from '@/lib/session/sign-in-steps';

describe('owedSignInStep', () => {
  const done = { emailVerifiedAt: new Date(), phone: '+420601234567', phoneVerifiedAt: new Date(), authEnabled: false };

  test.each([
    ['nothing owed', done, null],
    [
      'the e-mail first, even when the phone and the authenticator are owed too',
      { ...done, emailVerifiedAt: null, phoneVerifiedAt: null, authEnabled: true },
      'email',
    ],
    ['the phone once the e-mail is proven', { ...done, phoneVerifiedAt: null }, 'phone'],
    ['no phone step for an account without a phone', { ...done, phone: null, phoneVerifiedAt: null }, null],
    ['the authenticator after the contacts', { ...done, authEnabled: true }, 'authenticator'],
  ] as const)('%s', (_label, user, step) => {
    expect(owedSignInStep(user)).toBe(step);
  });
});

describe('passwordStrength', () => {
  test.each([
    ['password', 'normal'],
    ['12345678901234567890', 'normal'],
    ['aaaaaaaaaaaaaaaaaaaa', 'normal'],
    ['Password1', 'medium'],
    ['longer password', 'medium'],
    ['Demo-Pass-2026', 'strong'],
    ['correct horse battery', 'strong'],
    ['Ünïcødé-pässwörd', 'strong'],
  ] as const)('%j is %s', (password, level) => {
    expect(passwordStrength(password)).toBe(level);
  });
});

describe('the strength meter agrees with the password rule', () => {
  const longStrong = 'Aa1-'.repeat(33);
  test.each([
    ['empty', ''],
    ['seven characters of four kinds', 'Aa1-Bb2'],
    ['eight characters', 'password'],
    ['four emoji', '😀😀😀😀'],
    ['128 characters of four kinds', longStrong.slice(0, 128)],
    ['129 characters of four kinds', longStrong.slice(0, 129)],
    ['65 emoji and three characters', '😀'.repeat(65) + 'Aa1'],
    ['a long passphrase', 'correct horse battery staple'],
  ])('%s', (_label, password) => {
    const accepted = passwordField.safeParse(password).success;
    const level = passwordStrength(password);

    if (accepted) expect(level).not.toBe('refused');
    else expect(level).toBe('refused');
  });
});
