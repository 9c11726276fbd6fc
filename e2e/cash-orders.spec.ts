import { expect, test, type Page } from '@playwright/test';
import { decodeEnvelopeData } from '../lib/api/envelope-codec';
import { THEME_COOKIE } from '../lib/cookie-names';
import { chooseCashOrder, customerWithBitcoin, message, openForm, operator, registerCustomer } from './support';

/** What every browser receives (lib/env.ts): the API refuses a call without it; the envelope's key, likewise. */
const CLIENT_TOKEN = 'kryptomat-web-client-2026';
const ENVELOPE_KEY = 'kryptomat-legacy-envelope-key';
/** A demo machine in operation that sells bitcoin for crowns (lib/server/demo/atms.ts). */
const ATM = 'praha-vaclavske-namesti';

test('order cash, the simulated machine redeems the code once, the order shows SELL_WITHDRAWN', async ({ page }) => {
  const email = await customerWithBitcoin(page);
  operator('set-level', email, '1');
  // The simulated machine calls this e2e server's machine API, signed with a key the operator issued.
  process.env.PUBLIC_ORIGIN = `http://localhost:${process.env.E2E_PORT ?? '3100'}`;
  const atmId = Number(/ATM #(\d+)/.exec(operator('atm', 'key', ATM))![1]);

  const placed = await page.evaluate(
    async ([atm, token]) => {
      const answer = await fetch('/api/user/v1/cash-orders/sell', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', clienttoken: token, 'Idempotency-Key': crypto.randomUUID(), lang: 'en' },
        body: JSON.stringify({ atmId: atm, asset: 'BTC', cash: 500 }),
      });
      return { status: answer.status, body: (await answer.json()) as { data: string } };
    },
    [atmId, CLIENT_TOKEN] as const,
  );
  expect(placed.status).toBe(200);
  const order = decodeEnvelopeData<{ id: number; status: string }>(placed.body.data, ENVELOPE_KEY);
  expect(order.status).toBe('SELL_PAYMENT_ARRIVED');

  await page.goto(`/invoicewithdraw/${order.id}`);
  await expect(page.getByTestId('withdrawal-qr')).toBeVisible();
  const code = (await page.getByTestId('withdrawal-code').textContent())!.trim();
  expect(code).toMatch(/^\d{12}$/);

  expect(operator('atm', 'simulate', ATM, 'redeem', code)).toContain(`200 {"orderId":${order.id},"currency":"CZK","cash":"500"}`);
  await page.reload();
  await expect(page.getByTestId('cash-order-status')).toHaveAttribute('data-status', 'SELL_WITHDRAWN');
  await expect(page.getByTestId('withdrawal-code')).toHaveCount(0);

  expect(operator('atm', 'simulate', ATM, 'redeem', code)).toContain('409 {"error":"CODE_ALREADY_REDEEMED"}');
});

test('buy on the form, the machine reports the notes, the order shows BUY_COMPLETED and the crypto balance rose', async ({ page }) => {
  const email = await registerCustomer(page, 'Personal');
  operator('set-level', email, '1');
  process.env.PUBLIC_ORIGIN = `http://localhost:${process.env.E2E_PORT ?? '3100'}`;
  operator('atm', 'key', ATM);
  const btcNow = page.getByTestId('all-balances-BTC-available').locator('td').last();
  const amountOf = async () => Number(((await btcNow.textContent()) ?? '0').replace(/[^\d.]/g, '') || '0');
  await page.goto('/Allaccountsbalances');
  const before = (await btcNow.count()) === 0 ? 0 : await amountOf();

  await openForm(page, '/Transactions_cash_order');
  const form = page.getByTestId('cash-order-form');
  await form.getByLabel(message('en', 'cashOrders.form.side')).selectOption('buy');
  await chooseCashOrder(form, { cash: '500', asset: 'BTC' });
  await form.getByRole('button', { name: message('en', 'cashOrders.form.submit') }).click();

  await expect(page).toHaveURL(/\/invoice\/\d+$/);
  await expect(page.getByTestId('cash-order-status')).toHaveAttribute('data-status', 'BUY_IN_PROGRESS');
  await expect(page.getByTestId('withdrawal-qr')).toBeVisible();
  const code = (await page.getByTestId('withdrawal-code').textContent())!.trim();
  expect(code).toMatch(/^\d{12}$/);
  const orderId = Number(/\/invoice\/(\d+)$/.exec(page.url())![1]);

  expect(operator('atm', 'simulate', ATM, 'buy', code, '500')).toContain(`200 {"orderId":${orderId},"asset":"BTC"`);
  await page.reload();
  await expect(page.getByTestId('cash-order-status')).toHaveAttribute('data-status', 'BUY_COMPLETED');
  await expect(page.getByTestId('withdrawal-code')).toHaveCount(0);
  expect(operator('atm', 'simulate', ATM, 'buy', code, '500')).toContain('409 {"error":"CODE_ALREADY_REDEEMED"}');

  await page.goto('/Allaccountsbalances');
  expect(await amountOf()).toBeGreaterThan(before);
  await page.goto('/Transactions_cash_order');
  await expect(page.getByTestId('cash-order-row-status').first()).toHaveAttribute('data-status', 'BUY_COMPLETED');
});

/** The page does not scroll sideways: nothing wider than the window. */
const expectNoSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

/** The new site's notice (NEW_SITE_URL, set for e2e) comes 3 s after a page loads: closed, so the screenshot shows the page. */
async function closeNewVersionNotice(page: Page, locale: string) {
  const stay = page.getByRole('button', { name: message(locale, 'site.newVersion.stay') });
  await stay.waitFor({ timeout: 6_000 }).then(
    () => stay.click(),
    () => undefined,
  );
}

/** A status code of the spec (SELL_PAYMENT_ARRIVED …) written out where a person reads. */
const SCREAMING_CODE = /\b[A-Z]{2,}(?:_[A-Z]{2,})+\b/;

test('the sell form offers the machine’s real notes, names countries and shows the balance; the order’s page is in the app frame, in words, with a way back', async ({
  page,
  context,
  baseURL,
}) => {
  const email = await customerWithBitcoin(page);
  operator('set-level', email, '1');
  await page.setViewportSize({ width: 1280, height: 900 });
  await openForm(page, '/Transactions_cash_order');
  const form = page.getByTestId('cash-order-form');

  const countries = await form.getByTestId('cash-order-country').locator('option').allTextContents();
  expect(countries).toContain('Czechia');
  expect(countries).not.toContain('CZ');
  await chooseCashOrder(form, { cash: '500', asset: 'BTC' });
  const notes = { notes: '100, 200, 500, 1000, 2000, 5000', min: '500', max: '200000', currency: 'CZK' };
  await expect(form.getByTestId('cash-order-balance')).toHaveText(/^Your balance: 0\.\d+ BTC, of which available to sell: 0\.\d+ BTC$/);
  await expect(form.getByText(message('en', 'cashOrders.form.notes', notes))).toBeVisible();
  // 550 CZK is no sum of crown notes: the form refuses it with the notes, as the server would.
  await form.getByTestId('cash-order-cash').fill('550');
  await expect(form.getByTestId('cash-order-crypto')).toHaveCount(0);
  await form.getByRole('button', { name: message('en', 'cashOrders.form.submit') }).click();
  await expect(form.getByTestId('field-error')).toHaveText(message('en', 'cashOrders.errors.notPayable', notes));
  // The machine's whole name and address, wrapped rather than cut, at 390 px too.
  const atm = form.getByRole('radio', { name: 'Praha – Václavské náměstí Václavské náměstí 21, 110 00 Praha 1' });
  await expect(atm).toBeChecked();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  const card = atm.locator('xpath=ancestor::label');
  expect(await card.evaluate((label) => label.scrollWidth <= label.clientWidth && label.getBoundingClientRect().right <= 390)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });

  await form.getByTestId('cash-order-cash').fill('500');
  await expect(form.getByTestId('cash-order-crypto')).toContainText('BTC');
  await form.getByRole('button', { name: message('en', 'cashOrders.form.submit') }).click();
  await expect(page).toHaveURL(/\/invoicewithdraw\/\d+$/);
  const orderId = /\/invoicewithdraw\/(\d+)$/.exec(page.url())![1]!;

  await expect(page.getByTestId('side-menu')).toBeVisible();
  const back = page.getByTestId('cash-order-back');
  await expect(back).toHaveText(message('en', 'cashOrders.backToOrders'));
  await expect(back).toHaveAttribute('href', '/Transactions_cash_order');
  const status = page.getByTestId('cash-order-status');
  await expect(status).toHaveAttribute('data-status', 'SELL_PAYMENT_ARRIVED');
  await expect(status).toHaveText(message('en', 'cashOrders.statuses.SELL_PAYMENT_ARRIVED'));
  const figures = page.getByTestId('cash-order-figures');
  await expect(figures).toContainText('CZK 500.00');
  await expect(figures).toContainText(/1 BTC = CZK\s[\d,]+\.\d\d/);
  expect(await page.locator('main').innerText()).not.toMatch(SCREAMING_CODE);
  await expectNoSidewaysScroll(page);
  await closeNewVersionNotice(page, 'en');
  await page.screenshot({ path: test.info().outputPath('cash-invoice-en-dark-1280.png'), fullPage: true });

  await context.addCookies([{ name: THEME_COOKIE, value: 'light', url: baseURL! }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/cs/invoicewithdraw/${orderId}`);
  await expect(page.getByTestId('open-menu')).toBeVisible();
  await expect(page.getByTestId('cash-order-back')).toHaveText(message('cs', 'cashOrders.backToOrders'));
  await expect(page.getByTestId('cash-order-status')).toHaveText(message('cs', 'cashOrders.statuses.SELL_PAYMENT_ARRIVED'));
  await expect(page.getByTestId('cash-order-figures')).toContainText(/500,00\sKč/);
  expect(await page.locator('main').innerText()).not.toMatch(SCREAMING_CODE);
  await expectNoSidewaysScroll(page);
  await closeNewVersionNotice(page, 'cs');
  await page.screenshot({ path: test.info().outputPath('cash-invoice-cs-light-390.png'), fullPage: true });

  await openForm(page, '/cs/Transactions_cash_order');
  const czech = page.getByTestId('cash-order-form');
  expect(await czech.getByTestId('cash-order-country').locator('option').allTextContents()).toContain('Česko');
  await expect(czech.getByTestId('cash-order-balance')).toContainText('BTC');
  await expectNoSidewaysScroll(page);
});
