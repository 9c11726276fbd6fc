import { expect, test } from '@playwright/test';
import { bellCount, expectSnackbar, message, operator, registerCustomer } from './support';

// Stellar, a coin no other spec moves: its simulated price stays near 0.26 EUR, far under the alert's 5 EUR, until the
// operator moves it by hand (`ops set-price`, demo and tests only), which checks the alerts at once.
const t = (key: string, values: Record<string, string> = {}) => message('en', `alerts.${key}`, values);

test('a price alert set on the rates page rings the bell once `ops set-price` crosses it, and Settings lists it', async ({ page }) => {
  await registerCustomer(page, 'Personal');

  await page.goto('/Crypto_rates');
  const form = page.getByTestId('price-alert-form');
  await form.getByLabel(t('coin'), { exact: true }).selectOption('XLM');
  await form.getByLabel(t('direction'), { exact: true }).selectOption('above');
  await form.getByLabel(t('price'), { exact: true }).fill('5');
  await form.getByLabel(t('currency'), { exact: true }).selectOption('EUR');
  await form.getByRole('button', { name: t('add') }).click();
  await expectSnackbar(page, 'success', t('added'));
  const alert = page.getByTestId('price-alert');
  await expect(alert).toContainText(t('aboveSummary', { asset: 'XLM', price: '€5.00' }));
  await expect(alert).toContainText(t('stateArmed'));

  await page.goto('/messages');
  const before = await bellCount(page);
  expect(operator('set-price', 'XLM', 'EUR', '6')).toContain('XLM is 6 EUR');

  await page.goto('/messages');
  expect(await bellCount(page)).toBe(before + 1);
  await expect(
    page.getByTestId('inbox-item').filter({ hasText: t('notice.aboveTitle', { asset: 'XLM', threshold: '€5.00' }) }),
  ).toHaveCount(1);

  await page.goto('/Settings');
  await expect(page.getByTestId('price-alert')).toContainText(t('stateDone'));
  await page.getByRole('button', { name: t('deleteLabel', { summary: t('aboveSummary', { asset: 'XLM', price: '€5.00' }) }) }).click();
  await expectSnackbar(page, 'success', t('deleted'));
  await expect(page.getByTestId('price-alerts-empty')).toBeVisible();
});
