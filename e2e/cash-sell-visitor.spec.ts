import { expect, test } from '@playwright/test';
import { chooseCashOrder, message, openForm } from './support';

test('a visitor without an account orders cash for LTC and is shown the address to pay, with its QR; another browser is not', async ({
  page,
  browser,
}) => {
  await openForm(page, '/Cash_Withdrawals_Bitcoin_ATMs');
  const form = page.getByTestId('cash-order-form');
  await expect(form.getByTestId('cash-order-side')).toHaveCount(0);
  await chooseCashOrder(form, { cash: '500', asset: 'LTC' });
  await form.getByTestId('cash-order-email').fill('walk-in@example.test');
  await form.getByRole('button', { name: message('en', 'cashOrders.form.submit') }).click();

  await expect(page).toHaveURL(/\/invoicewithdraw\/\d+$/);
  await expect(page.getByTestId('cash-order-status')).toHaveAttribute('data-status', 'SELL_PAYMENT_REQUESTED');
  await expect(page.getByTestId('payment-qr')).toBeVisible();
  await expect(page.getByTestId('payment-address')).toHaveText(/^(rltc1|m|n|Q)\w+$/);
  await expect(page.getByTestId('cash-order-promise')).toContainText(message('en', 'cashOrders.visitor.promiseSeen'));
  await expect(page.getByTestId('withdrawal-code')).toHaveCount(0);
  // No account to go back to: the public site's frame and a way back to its home page.
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
  await expect(page.getByTestId('cash-order-back')).toHaveAttribute('href', '/Home');

  // The page is the placing browser's: a fresh browser with the same link is sent to sign in, as for any order of others.
  const stranger = await browser.newPage();
  await stranger.goto(page.url());
  await expect(stranger).toHaveURL(/\/login/);
  await expect(stranger.getByTestId('payment-address')).toHaveCount(0);
  await stranger.close();
});
