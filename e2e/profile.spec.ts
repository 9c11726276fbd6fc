import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expectOnLogin,
  expectPage,
  expectSignedInFrame,
  expectSnackbar,
  logOut,
  message,
  openForm,
  registerCorporate,
  signInToDashboard,
} from './support';

const NEW_PASSWORD = 'Another-Pass-2026';

/** A fresh customer (corporate, signed in) for each test, so the shared demo accounts stay untouched. */
async function freshCustomer(page: Page): Promise<string> {
  const email = await registerCorporate(page);
  await expectSignedInFrame(page);
  return email;
}

test('/Summary shows the new customer’s e-mail and profile type, and an empty login history', async ({ page }) => {
  const email = await freshCustomer(page);

  await page.goto('/Summary');

  await expectPage(page, '/Summary', message('en', 'routes.summary'));
  await expect(page.getByTestId('summary-email')).toContainText(email);
  await expect(page.getByTestId('summary-type')).toContainText(message('en', 'auth.corporate'));
  await expect(page.getByTestId('summary-last-login')).toContainText(message('en', 'profile.noPreviousLogin'));
  await expect(page.getByText(message('en', 'profile.historyEmpty'))).toBeVisible();
});

test('/Settings: notification switches persist across a reload; the anti-phishing code is set, masked and revealed', async ({ page }) => {
  await freshCustomer(page);
  await page.goto('/Settings');
  await expectPage(page, '/Settings', message('en', 'routes.settings'));
  const news = page.getByRole('switch', { name: message('en', 'settings.newsPublished') });
  const transfers = page.getByRole('switch', { name: message('en', 'settings.transferReceived') });
  await expect(news).not.toBeChecked();
  await expect(transfers).toBeChecked();

  await page.getByText(message('en', 'settings.newsPublished')).click();
  await page.getByText(message('en', 'settings.transferReceived')).click();
  await page
    .getByTestId('notification-settings')
    .getByRole('button', { name: message('en', 'settings.save') })
    .click();
  await expectSnackbar(page, 'success', message('en', 'settings.notificationsSaved'));
  await page.reload();
  await expect(news).toBeChecked();
  await expect(transfers).not.toBeChecked();

  const codeField = page.getByLabel(message('en', 'settings.antiPhishingField'));
  const saveCode = page.getByTestId('antiphishing-form').getByRole('button', { name: message('en', 'settings.save') });
  await codeField.fill('ab!');
  await saveCode.click();
  await expect(page.getByTestId('antiphishing-form').getByTestId('field-error')).toHaveText(message('en', 'validation.antiPhishing'));

  await codeField.fill('Kr7pto');
  await saveCode.click();
  await expectSnackbar(page, 'success', message('en', 'settings.antiPhishingSaved'));
  await expect(page.getByTestId('antiphishing-current')).toHaveText('••••••');
  await page.getByRole('button', { name: message('en', 'settings.reveal') }).click();
  await expect(page.getByTestId('antiphishing-current')).toHaveText('Kr7pto');

  await expect(page.getByTestId('session')).toHaveCount(1);
  await expect(page.getByTestId('session')).toContainText(message('en', 'settings.thisDevice'));
});

test('/changepassword: a wrong old password is shown on its field; a change works for the next sign-in', async ({ page }) => {
  const email = await freshCustomer(page);
  await openForm(page, '/changepassword');
  await expectPage(page, '/changepassword', message('en', 'routes.changePassword'));
  const fill = async (oldPassword: string) => {
    await page.getByLabel(message('en', 'changePassword.oldPassword'), { exact: true }).fill(oldPassword);
    await page.getByLabel(message('en', 'changePassword.newPassword'), { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(message('en', 'changePassword.confirmPassword'), { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: message('en', 'changePassword.submit') }).click();
  };

  await fill('not-my-password');
  await expect(page.getByTestId('field-error')).toHaveText(message('en', 'errors.wrongOldPassword'));

  await fill(DEMO_PASSWORD);
  await expectSnackbar(page, 'success', message('en', 'changePassword.changed'));
  await logOut(page);
  await expectOnLogin(page);

  await signInToDashboard(page, email, NEW_PASSWORD);
});
