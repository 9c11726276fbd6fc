import { expect, test, type CDPSession, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  enableTwoFactor,
  expectOnLogin,
  expectPage,
  expectSignedInFrame,
  logOut,
  message,
  registerCorporate,
  signIn,
} from './support';

/**
 * Chromium's virtual authenticator over CDP: a platform authenticator (CTAP2, internal) that keeps discoverable
 * credentials and verifies its user, answering every ceremony without a prompt.
 */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** A new customer with 2FA on adds a passkey named `name` on /TwoSecurity; answers the e-mail. */
async function customerWithPasskey(page: Page, name: string): Promise<string> {
  const email = await registerCorporate(page);
  await expectSignedInFrame(page);
  await page.goto('/TwoSecurity');
  await enableTwoFactor(page, DEMO_PASSWORD);
  const add = page.getByTestId('passkey-add');
  await add.getByLabel(message('en', 'passkeys.name')).fill(name);
  await add.getByLabel(message('en', 'passkeys.password')).fill(DEMO_PASSWORD);
  await add.getByRole('button', { name: message('en', 'passkeys.add') }).click();
  const row = page.getByTestId('passkey');
  await expect(row).toContainText(name);
  await expect(row).toContainText(message('en', 'passkeys.neverUsed'));
  return email;
}

test('a passkey added on /TwoSecurity signs in alone (no e-mail typed, no authenticator code); without user verification it is refused', async ({
  page,
}) => {
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await customerWithPasskey(page, 'E2E laptop');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);
  expect(credentials[0]!.rpId).toBe('localhost');

  await logOut(page);
  await expectOnLogin(page);
  await page.getByRole('button', { name: message('en', 'passkeys.signIn') }).click();

  // 2FA is on, yet the passkey with user verification passed both factors: straight to the dashboard.
  await expectSignedInFrame(page);
  await expect(page).toHaveURL((url) => url.pathname === '/Dashboard_new');
  await page.goto('/TwoSecurity');
  await expect(page.getByTestId('passkey')).not.toContainText(message('en', 'passkeys.neverUsed'));

  await logOut(page);
  await expectOnLogin(page);
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
  await page.getByRole('button', { name: message('en', 'passkeys.signIn') }).click();

  // The options demand user verification, so Chromium refuses the ceremony itself and nothing reaches the server; the
  // server's own refusal of an assertion without it is tests/integration/passkeys.test.ts's.
  await expect(page.getByTestId('passkey-signIn').getByTestId('form-alert')).toHaveText(message('en', 'passkeys.cancelled'));
  await page.goto('/Dashboard_new');
  await expectOnLogin(page, '/Dashboard_new');
});

test('after the password, a passkey replaces the authenticator code; removing it needs the password', async ({ page }) => {
  await virtualAuthenticator(page);
  const email = await customerWithPasskey(page, 'Second factor key');
  await logOut(page);
  await expectOnLogin(page);

  await signIn(page, email);
  await expectPage(page, '/verify2faotp', message('en', 'twoFactor.verifyTitle'));
  await page.getByRole('button', { name: message('en', 'passkeys.useInstead') }).click();
  await expectSignedInFrame(page);

  await page.goto('/TwoSecurity');
  await page.getByRole('button', { name: `${message('en', 'passkeys.remove')}: Second factor key` }).click();
  const removal = page.getByTestId('passkey-remove');
  await removal.getByLabel(message('en', 'passkeys.password')).fill('not the password');
  await removal.getByRole('button', { name: message('en', 'passkeys.removeWithPassword') }).click();
  await expect(removal.getByTestId('field-error')).toHaveText(message('en', 'errors.wrongPassword'));
  await removal.getByLabel(message('en', 'passkeys.password')).fill(DEMO_PASSWORD);
  await removal.getByRole('button', { name: message('en', 'passkeys.removeWithPassword') }).click();

  await expect(page.getByTestId('passkeys')).toContainText(message('en', 'passkeys.empty'));
  // The authenticator app stays on.
  await expect(page.getByTestId('twofactor-status')).toContainText(message('en', 'twoFactor.statusOn'));
});
