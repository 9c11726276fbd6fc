import { expect, test } from '@playwright/test';
import { decodeEnvelopeData } from '../lib/api/envelope-codec';
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
