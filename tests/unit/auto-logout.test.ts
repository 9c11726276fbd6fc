import { nextAutoLogoutAction, ONE_TIME_COOKIE_SECONDS, type AutoLogoutSetting } from '@/lib/session/auto-logout';

const ONE_DAY_SECONDS = 24 * 60 * 60;
const setting = (status: AutoLogoutSetting['status'], logout_timeout = 15): AutoLogoutSetting => ({
  status,
  logout_timeout,
  logout_message: 'You were signed out for inactivity.',
});
const NO_COOKIES = { countdown: false, oneTime: false };

test('the one-time cookie lasts one day', () => {
  expect(ONE_TIME_COOKIE_SECONDS).toBe(ONE_DAY_SECONDS);
});

describe('setting on and no auto-logout cookie yet: arm both cookies', () => {
  test.each([
    [true, 15],
    ['true', 15],
    ['TRUE', 1],
    [true, 90],
  ])('status %j, logout_timeout %i min', (status, minutes) => {
    expect(nextAutoLogoutAction(setting(status, minutes), NO_COOKIES)).toEqual({
      kind: 'arm',
      countdownSeconds: minutes * 60,
      oneTimeSeconds: ONE_DAY_SECONDS,
    });
  });
});

describe('countdown expired while the one-time cookie remains: sign out with the message', () => {
  test.each([true, 'true', false, 'false'])('status %j (the message is shown even when the setting is now off)', (status) => {
    expect(nextAutoLogoutAction(setting(status), { countdown: false, oneTime: true })).toEqual({
      kind: 'logout',
      message: 'You were signed out for inactivity.',
    });
  });
});

describe('nothing to do', () => {
  test.each([
    ['setting off (boolean), no cookies', setting(false), NO_COOKIES],
    ['setting off (string), no cookies', setting('false'), NO_COOKIES],
    ['setting with an unknown status string', setting('yes'), NO_COOKIES],
    ['countdown running, one-time cookie present', setting(true), { countdown: true, oneTime: true }],
    ['countdown present without one-time cookie', setting(true), { countdown: true, oneTime: false }],
    ['countdown running while the setting is off', setting('false'), { countdown: true, oneTime: true }],
    ['zero timeout', setting(true, 0), NO_COOKIES],
    ['negative timeout', setting('true', -5), NO_COOKIES],
  ])('%s', (_label, value, cookies) => {
    expect(nextAutoLogoutAction(value, cookies)).toEqual({ kind: 'none' });
  });
});
