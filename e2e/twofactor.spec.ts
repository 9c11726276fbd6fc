import { expect, test } from '@playwright/test';
import {
  authenticatorCode,
  DEMO_LEGACY,
  DEMO_PASSWORD,
  enableTwoFactor,
  enableTwoFactorKeepingCodes,
  expectOnLogin,
  expectPage,
  expectSignedInFrame,
  formAlert,
  logOut,
  message,
  registerCorporate,
  sideMenu,
  signIn,
  submitToggle,
} from './support';

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

test('recovery codes: shown once at setup, one signs in in place of the code, once; a new set voids the old', async ({ page }) => {
  test.setTimeout(90_000);
  const email = await registerCorporate(page);
  await expectSignedInFrame(page);
  await page.goto('/TwoSecurity');
  const { secret, recoveryCodes } = await enableTwoFactorKeepingCodes(page, DEMO_PASSWORD);
  expect(new Set(recoveryCodes).size).toBe(10);
  // Shown once: /TwoSecurity never lists them again.
  await expect(page.getByTestId('recovery-code')).toHaveCount(0);
  await logOut(page);
  await expectOnLogin(page);

  await signIn(page, email);
  await expectPage(page, '/verify2faotp', message('en', 'twoFactor.verifyTitle'));
  await page.getByLabel(message('en', 'twoFactor.codeOrRecovery')).fill(recoveryCodes[0]!.toLowerCase());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectSignedInFrame(page);
  await logOut(page);
  await expectOnLogin(page);

  await signIn(page, email);
  await page.getByLabel(message('en', 'twoFactor.codeOrRecovery')).fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(formAlert(page)).toHaveText(message('en', 'errors.totpInvalid'));
  await page.getByLabel(message('en', 'twoFactor.codeOrRecovery')).fill(recoveryCodes[2]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectSignedInFrame(page);

  await page.goto('/TwoSecurity');
  const regenerate = page.getByTestId('recovery-codes-regenerate');
  // The setup used the current step's code; the next step's is good once.
  await regenerate.getByLabel('Authenticator code').fill(authenticatorCode(secret, 1));
  await regenerate.getByRole('button', { name: message('en', 'twoFactor.recoveryRegenerate') }).click();
  await expect(page.getByTestId('recovery-code')).toHaveCount(10);
  const fresh = await page.getByTestId('recovery-code').allTextContents();
  expect(fresh.filter((code) => recoveryCodes.includes(code))).toEqual([]);
  await logOut(page);
  await expectOnLogin(page);

  await signIn(page, email);
  await page.getByLabel(message('en', 'twoFactor.codeOrRecovery')).fill(recoveryCodes[1]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(formAlert(page)).toHaveText(message('en', 'errors.totpInvalid'));
  await page.getByLabel(message('en', 'twoFactor.codeOrRecovery')).fill(fresh[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectSignedInFrame(page);
});
