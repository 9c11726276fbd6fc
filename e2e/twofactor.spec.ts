import { expect, test, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import {
  DEMO_LEGACY,
  DEMO_PASSWORD,
  expectOnLogin,
  expectPage,
  expectSignedInFrame,
  formAlert,
  logOut,
  message,
  registerCorporate,
  sideMenu,
  signIn,
} from './support';

/**
 * The code a standard authenticator app shows `steps` time steps from now, from otplib (independent of
 * the app's own TOTP code). The server accepts one step either side, so the next step's code is good
 * right after the current one was used, whichever side of a step boundary the request lands on.
 */
const authenticatorCode = (secret: string, steps = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** The key of the setup guide's step 2, as a customer would type it into the app. */
async function manualKey(page: Page): Promise<string> {
  const key = (await page.getByTestId('totp-key').textContent()) ?? '';
  return key.replace(/\s/g, '');
}

async function submitToggle(page: Page, button: 'Enable' | 'Disable', password: string, code: string) {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Authenticator code').fill(code);
  await page.getByRole('button', { name: button }).click();
}

/** Follows the guide on /TwoSecurity (already open) and answers the secret it showed. */
async function enableTwoFactor(page: Page, password: string): Promise<string> {
  await expect(page.getByTestId('twofactor-status')).toHaveText(message('en', 'twoFactor.statusOff'));
  await expect(page.getByRole('img', { name: message('en', 'twoFactor.qrAlt') })).toBeVisible();
  const secret = await manualKey(page);
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await submitToggle(page, 'Enable', password, authenticatorCode(secret));
  await expect(page.getByRole('status').filter({ hasText: message('en', 'twoFactor.enabledNotice') })).toBeVisible();
  await expect(page.getByTestId('twofactor-status')).toContainText(message('en', 'twoFactor.statusOn'));
  return secret;
}

test('a new customer turns on 2FA; the next sign-in asks for the authenticator code', async ({ page }) => {
  const email = await registerCorporate(page);
  await expectSignedInFrame(page);
  await page.goto('/TwoSecurity');
  await expectPage(page, '/TwoSecurity', 'Security');
  const secret = await enableTwoFactor(page, DEMO_PASSWORD);
  await logOut(page);
  await expectOnLogin(page);

  await signIn(page, email);
  await expectPage(page, '/verify2faotp', message('en', 'twoFactor.verifyTitle'));
  await expect(page.getByRole('link', { name: message('en', 'twoFactor.forgot') })).toHaveAttribute('href', '/forgetgoogleauthenticator');
  // The temporary session is not signed in: no menu, no bell, and the logged-in area sends it away.
  await expect(sideMenu(page)).toHaveCount(0);
  await expect(page.getByTestId('bell')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('temp_u_id'))).not.toBeNull();

  await page.getByLabel('Authenticator code').fill(authenticatorCode(secret, -5));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(formAlert(page)).toHaveText(message('en', 'errors.totpInvalid'));
  await expect(page).toHaveURL((url) => url.pathname === '/verify2faotp');

  await page.getByLabel('Authenticator code').fill(authenticatorCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectSignedInFrame(page);
  await expect(sideMenu(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('temp_u_id'))).toBeNull();
});

test('the code step cannot be skipped: a pending sign-in is sent from logged-in pages to /login', async ({ page }) => {
  const email = await registerCorporate(page);
  await expectSignedInFrame(page);
  await page.goto('/TwoSecurity');
  await enableTwoFactor(page, DEMO_PASSWORD);
  await logOut(page);
  await expectOnLogin(page);
  await signIn(page, email);
  await expect(page).toHaveURL((url) => url.pathname === '/verify2faotp');

  await page.goto('/Dashboard_new');

  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByTestId('greeting')).toHaveCount(0);
});

test('without a pending sign-in /verify2faotp sends the visitor to /login', async ({ page }) => {
  await page.goto('/verify2faotp');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});

test('the migrated demo account ends its forced security step by enabling 2FA, and the menu comes back', async ({ page }) => {
  await signIn(page, DEMO_LEGACY);
  await expectPage(page, '/TwoSecurity', 'Security');
  await expect(sideMenu(page)).toHaveCount(0);
  await expect(page.getByTestId('bell')).toHaveCount(0);

  const secret = await enableTwoFactor(page, DEMO_PASSWORD);

  await expect(sideMenu(page)).toBeVisible({ timeout: 6_000 });
  await expect(page.getByTestId('bell')).toBeVisible();
  await page.goto('/Summary');
  await expect(page).toHaveURL((url) => url.pathname === '/Summary');

  // Leaves the shared demo account as the other specs expect it: 2FA off again (password + a new code).
  await page.goto('/TwoSecurity');
  await submitToggle(page, 'Disable', DEMO_PASSWORD, authenticatorCode(secret, 1));
  await expect(page.getByTestId('twofactor-status')).toHaveText(message('en', 'twoFactor.statusOff'));
});
