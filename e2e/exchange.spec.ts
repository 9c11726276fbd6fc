import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleAt320, message, openForm, operator, registerCustomer } from './support';

// Avalanche against the euro, a pair no other spec trades: the operator moves its price by hand (`ops set-price`, demo
// and tests only) and the matcher queued with the move fills what crosses. The feed's next refresh puts it back.
const t = (key: string, values: Record<string, string> = {}) => message('en', `exchange.${key}`, values);

async function fillOrder(
  page: Page,
  order: { side: 'buy' | 'sell'; type: 'limit' | 'stop_limit'; quantity: string; price: string; stop?: string },
) {
  const form = page.getByTestId('exchange-form');
  await form.getByLabel(t(`sides.${order.side}`), { exact: true }).check();
  await form.getByLabel(t('form.pair')).selectOption('AVAX-EUR');
  await form.getByLabel(t('form.type')).selectOption(order.type);
  await form.getByLabel(t('form.quantity', { asset: 'AVAX' })).fill(order.quantity);
  if (order.stop) await form.getByLabel(t('form.stop', { asset: 'EUR' })).fill(order.stop);
  await form.getByLabel(t('form.price', { asset: 'EUR' })).fill(order.price);
}

/** The order history row of the last order, once the matcher has filled it (the page is server-rendered: reload). */
async function expectFilled(page: Page, id: string) {
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId(`exchange-order-${id}`).last().textContent();
      },
      { timeout: 30_000, intervals: [500, 1000, 2000] },
    )
    .toContain(t('statuses.filled'));
}

const placedId = async (page: Page) => {
  const snackbar = page.getByText(/Order \d+ placed\./).last();
  await expect(snackbar).toBeVisible();
  return /Order (\d+) placed/.exec((await snackbar.textContent()) ?? '')![1]!;
};

test('a limit buy fills once the price falls to it, and a stop-loss sell triggers and fills', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await registerCustomer(page, 'Personal');
  operator('deposit', email, '1500', 'EUR');
  operator('set-price', 'AVAX', 'EUR', '20');

  await openForm(page, '/Transactions_crypto_exchange');
  await fillOrder(page, { side: 'buy', type: 'limit', quantity: '1', price: '15' });
  // 15.00 + 1 % fee = 15.15 EUR set aside until the order fills.
  await expect(page.getByTestId('exchange-estimate')).toContainText('€15.15');
  await page.getByRole('button', { name: t('form.place') }).click();
  const buy = await placedId(page);
  await expect(page.getByTestId(`exchange-order-${buy}`)).toContainText(t('statuses.open'));

  // 14 EUR: the provider's ask, 14.028 → 14.03, is under the limit: the order fills there, fee 0.15.
  operator('set-price', 'AVAX', 'EUR', '14');
  await expectFilled(page, buy);
  await page.goto('/Account');
  await expect(page.getByTestId('account-EUR-available')).toContainText('€1,485.82');
  await expect(page.getByTestId('account-AVAX-available')).toContainText('1');

  await openForm(page, '/Transactions_crypto_exchange');
  await fillOrder(page, { side: 'sell', type: 'stop_limit', quantity: '1', price: '11', stop: '12' });
  await expect(page.getByTestId('stop-warning')).toHaveText(t('form.stopWarning'));
  await page.getByRole('button', { name: t('form.place') }).click();
  const sell = await placedId(page);
  await expect(page.getByTestId(`exchange-order-${sell}`)).toContainText(t('statuses.waiting'));

  // 11.50 EUR: the bid, 11.477, is under the stop (12) and over the limit (11): triggered and filled at the bid.
  operator('set-price', 'AVAX', 'EUR', '11.5');
  await expectFilled(page, sell);
});

test('the exchange page is accessible at 320 px', async ({ page }) => {
  await registerCustomer(page, 'Personal');
  await expectAccessibleAt320(page, ['/Transactions_crypto_exchange']);
});

// Solana against the crown, a pair no other spec trades. The app's own `dca-run` job (each minute) drives the
// scheduler: nothing is run by hand.
test('a recurring buy created for the next minute runs once, at its slot', async ({ page }) => {
  test.setTimeout(240_000);
  const email = await registerCustomer(page, 'Personal');
  operator('deposit', email, '1000', 'CZK');
  operator('set-price', 'SOL', 'CZK', '3800');

  await openForm(page, '/Transactions_crypto_exchange');
  // A slot between 30 and 90 seconds ahead, in the browser's zone (the one the form names).
  const slot = await page.evaluate(() => new Date(Date.now() + 90_000).toTimeString().slice(0, 5));
  const form = page.getByTestId('dca-form');
  await form.getByLabel(t('dca.columns.pair')).selectOption('SOL-CZK');
  await form.getByLabel(t('dca.form.amount', { asset: 'CZK' })).fill('200');
  await form.getByLabel(t('dca.form.period')).selectOption('day');
  await form.getByLabel(t('dca.form.time', { n: '1' })).fill(slot);
  await form.getByRole('button', { name: t('dca.form.create') }).click();
  const created = page.getByText(/Recurring buy \d+ created\./).last();
  await expect(created).toBeVisible();
  const id = /Recurring buy (\d+) created/.exec((await created.textContent()) ?? '')![1]!;
  await expect(page.getByTestId(`dca-order-${id}`)).toContainText(t('dca.statuses.active'));

  await expect
    .poll(
      async () => {
        operator('set-price', 'SOL', 'CZK', '3800');
        await page.reload();
        return page.getByTestId(`dca-runs-${id}`).locator('li').count();
      },
      { timeout: 200_000, intervals: [5_000, 10_000] },
    )
    .toBe(1);
  await expect(page.getByTestId(`dca-runs-${id}`)).toContainText('Bought');
  await page.goto('/Account');
  await expect(page.getByTestId('account-SOL-available')).toBeVisible();
});
