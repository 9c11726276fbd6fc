import { passwordStrength } from '@/components/registration/password-strength';
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
    ['', 'normal'],
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
