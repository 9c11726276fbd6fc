import { expect, test } from '@playwright/test';
import { message, operator, registerCustomer } from './support';

test('order a card, fund it, a simulated purchase appears and lowers the card balance', async ({ page }) => {
  const email = await registerCustomer(page, 'Personal');
  operator('deposit', email, '100', 'EUR');

  await page.goto('/cardmanagement');
  await page.getByTestId('order-card').click();
  const card = page.getByTestId('card');
  await expect(card.getByTestId('card-number')).toHaveText(/^•••• •••• •••• \d{4}$/);
  await expect(card.getByTestId('card-status')).toHaveText(message('en', 'cards.status.active'));
  await card.getByTestId('reveal-card').click();
  await expect(card.getByTestId('card-number')).toHaveText(/^\d{4} \d{4} \d{4} \d{4}$/);
  const cardId = await card.getAttribute('data-card-id');

  // 50 EUR to the card account, the basic plan's 1 % card funding fee taken: 49.50 EUR arrive.
  await page.goto('/Cardfundingtransfer');
  const form = page.getByTestId('own-transfer-form');
  await form.getByLabel(message('en', 'ownTransfers.amount')).fill('50');
  await form.getByRole('button', { name: message('en', 'ownTransfers.getQuote') }).click();
  await expect(page.getByTestId('quote-fee')).toContainText('0.50');
  await page.getByTestId('confirm-own-transfer').click();
  await expect(page.getByTestId('own-transfer-done')).toBeVisible();

  const port = process.env.E2E_PORT ?? '3100';
  expect(
    operator('cards', 'simulate-purchase', cardId!, '12.34', '--merchant', 'Coffee Shop', '--origin', `http://localhost:${port}`),
  ).toMatch(/^approved and captured/);

  await page.goto('/cardmanagement');
  await expect(page.getByTestId('card-balance')).toContainText('37.16');
  await page.getByTestId('card-transactions').click();
  const purchases = page.getByTestId('card-purchases');
  await expect(purchases).toContainText('Coffee Shop');
  await expect(purchases).toContainText(message('en', 'cards.purchase.captured'));
});
