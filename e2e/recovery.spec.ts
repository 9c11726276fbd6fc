import { expect, test, type Page } from '@playwright/test';
import { expectOnLogin, expectSignedInFrame, logOut, message, openForm, registerCorporate, submitSignIn } from './support';

/** The e2e server runs the embedded database: demo mode, no SMTP, so e-mails are read on /demo-outbox. */

const NEW_PASSWORD = 'Recovered-Pass-2026';

/** The reset link of the newest outbox message to `email`, as a path. */
async function resetLinkFromOutbox(page: Page, email: string): Promise<string> {
  await page.goto('/demo-outbox');
  await expect(page.getByRole('heading', { name: message('en', 'outbox.title'), level: 1 })).toBeVisible();
  const mail = page.getByTestId('outbox-message').filter({ hasText: email }).first();
  await expect(mail).toContainText(message('en', 'mail.resetSubject', { brand: 'Kryptomat' }));
  const link = mail.getByRole('link', { name: /\/forgetchangepassword\// });
  return new URL((await link.getAttribute('href')) ?? '').pathname;
}

test('a customer who forgot the password gets a link by e-mail, sets a new password and signs in with it; the link then is dead', async ({
  page,
}) => {
  const email = await registerCorporate(page);
  await expectSignedInFrame(page);
  await logOut(page);
  await expectOnLogin(page);

  await page.getByRole('link', { name: message('en', 'auth.forgotPassword') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/forgetpassword');
  await page.getByLabel(message('en', 'recovery.email'), { exact: true }).fill(email);
  await page.getByRole('button', { name: message('en', 'recovery.send') }).click();
  await expect(page.getByTestId('recovery-sent')).toHaveText(message('en', 'recovery.linkSent'));

  const resetPath = await resetLinkFromOutbox(page, email);
  await page.goto(resetPath);
  await page.getByLabel(message('en', 'recovery.newPassword'), { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(message('en', 'recovery.confirmPassword'), { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: message('en', 'recovery.save') }).click();
  await expect(page.getByTestId('recovery-done')).toHaveText(message('en', 'recovery.resetDone'));

  await page.getByRole('link', { name: message('en', 'recovery.signIn') }).click();
  await expectOnLogin(page);
  await submitSignIn(page, email, NEW_PASSWORD);
  await expectSignedInFrame(page);

  await page.goto(resetPath);
  await expect(page.getByTestId('recovery-invalid')).toHaveText(message('en', 'recovery.linkInvalid'));
  await expect(page.getByLabel(message('en', 'recovery.newPassword'), { exact: true })).toHaveCount(0);
});

test('an unknown e-mail gets the same notice as a registered one', async ({ page }) => {
  await openForm(page, '/forgetpassword');
  await page.getByLabel(message('en', 'recovery.email'), { exact: true }).fill('nobody-here@example.test');
  await page.getByRole('button', { name: message('en', 'recovery.send') }).click();
  await expect(page.getByTestId('recovery-sent')).toHaveText(message('en', 'recovery.linkSent'));
});
