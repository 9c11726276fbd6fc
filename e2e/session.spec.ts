import { expect, test, type BrowserContext } from '@playwright/test';
import {
  AUTO_LOGOUT_MESSAGE,
  DEMO_CORPORATE,
  DEMO_LEGACY,
  DEMO_PERSONAL,
  LEGACY_STORAGE_KEYS,
  expectLoggedInAreaClosed,
  expectOnLogin,
  expectPage,
  expectSignedOutWith,
  expectSignedInFrame,
  legacyKeysPresent,
  logOut,
  registerCorporate,
  sideMenu,
  signIn,
  signInToDashboard,
} from './support';

const AUTO_LOGOUT_COOKIES = ['autologout_countdown', 'autologout_once'];

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name);
}

test('logout clears every stored key, lands on /login and closes the logged-in area', async ({ page }) => {
  await registerCorporate(page);
  await expectSignedInFrame(page);
  // Every key of spec section 3 is set, also those this client does not write itself (legacy tabs may have).
  await page.evaluate((keys) => keys.forEach((key) => localStorage.setItem(key, `e2e-${key}`)), [...LEGACY_STORAGE_KEYS]);
  expect(await legacyKeysPresent(page)).toEqual([...LEGACY_STORAGE_KEYS]);

  await logOut(page);
  await expectOnLogin(page);
  expect(await legacyKeysPresent(page)).toEqual([]);

  await expectLoggedInAreaClosed(page);
});

test('a sign-in elsewhere signs the first browser out within seconds, with a notice', async ({ page, browser }) => {
  await signInToDashboard(page, DEMO_PERSONAL);
  const elsewhere = await browser.newContext();
  try {
    await signInToDashboard(await elsewhere.newPage(), DEMO_PERSONAL);
    // The 5 s viewuser poll answers "Access Token Not Match!" for the superseded session.
    await expectSignedOutWith(page, 'You were signed out because your account signed in on another device.', 10_000);
    await expectLoggedInAreaClosed(page);
  } finally {
    await elsewhere.close();
  }
});

test('a migrated account without 2FA is held at /TwoSecurity without menu and bell', async ({ page }) => {
  await signIn(page, DEMO_LEGACY);
  await expectPage(page, '/TwoSecurity', 'Security');
  const notice = 'Set up two-factor authentication to continue using your account.';
  await expect(page.getByRole('main').getByRole('status')).toHaveText(notice);
  for (const hidden of [sideMenu(page), page.getByTestId('bell'), page.getByRole('button', { name: 'Open menu' })]) {
    await expect(hidden).toHaveCount(0);
  }
  await page.goto('/Summary');
  await expectPage(page, '/TwoSecurity', 'Security');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(notice);
});

test('auto-logout arms its two cookies and signs out with the setting message once the countdown ends', async ({ page, context }) => {
  await signInToDashboard(page, DEMO_CORPORATE);
  await expect.poll(() => cookieNames(context), { timeout: 6_000 }).toEqual(expect.arrayContaining(AUTO_LOGOUT_COOKIES));
  // logout_timeout (30 min) for the countdown, one day for the one-time cookie (spec sections 4 and 9).
  const cookies = await context.cookies();
  const secondsLeft = (name: string) => (cookies.find((cookie) => cookie.name === name)?.expires ?? 0) - Date.now() / 1000;
  for (const [name, seconds] of [
    ['autologout_countdown', 30 * 60],
    ['autologout_once', 24 * 3600],
  ] as const) {
    expect(Math.abs(secondsLeft(name) - seconds)).toBeLessThan(60);
  }

  // The countdown cookie expiring is what the browser sees after logout_timeout minutes.
  await context.clearCookies({ name: 'autologout_countdown' });
  await expectSignedOutWith(page, AUTO_LOGOUT_MESSAGE, 7_000);
  expect(await cookieNames(context)).not.toContain('autologout_once');
  await expectLoggedInAreaClosed(page);
});
