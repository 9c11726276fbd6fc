import { expect, test } from '@playwright/test';
import { THEME_COOKIE } from '../lib/cookie-names';
import { expectAccessibleAt320, message, operator, registerCustomer } from './support';

test('a customer finds a bank deposit in the history, filters it away, and opens the account it landed on', async ({ page }) => {
  const email = await registerCustomer(page, 'Personal');
  operator('deposit', email, '50', 'EUR');

  await page.goto('/Transactions');
  const entry = page.getByTestId('history-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(message('en', 'history.kinds.bank-deposit'));
  await expect(entry).toContainText('+€50.00');
  await expect(entry).toContainText(message('en', 'history.statuses.posted'));

  const filters = page.getByTestId('history-filters');
  await filters.getByLabel(message('en', 'history.filters.kind')).selectOption('transfer');
  await filters.getByRole('button', { name: message('en', 'history.filters.apply') }).click();
  await expect(page).toHaveURL(/\/Transactions\?.*kind=transfer/);
  await expect(page.getByTestId('history-empty')).toHaveText(message('en', 'history.empty'));

  await page.goto('/Account');
  await page.getByTestId('account-EUR-available').getByRole('link').click();
  await expect(page).toHaveURL(/\/Accountdetails\/\d+$/);
  await expect(page.getByTestId('account-balance')).toHaveText('€50.00');
  await expect(page.getByTestId('history-entry')).toHaveCount(1);

  // Someone else's account (the demo customer's, opened before this one) is not found, not forbidden.
  const response = await page.goto('/Accountdetails/1');
  expect(response?.status()).toBe(404);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the history pages have no serious or critical axe violation and do not scroll sideways at 320 px, ${theme} theme`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: THEME_COOKIE, value: theme, url: baseURL! }]);
    const email = await registerCustomer(page, 'Personal');
    operator('deposit', email, '5', 'EUR');
    await page.goto('/Account');
    await page.getByTestId('account-EUR-available').getByRole('link').click();
    await expect(page).toHaveURL(/\/Accountdetails\/\d+$/);
    await expectAccessibleAt320(page, ['/Transactions', new URL(page.url()).pathname]);
  });
}
