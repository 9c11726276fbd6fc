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

/** A new customer with €1,500 on the exchange page, AVAX at 20 EUR. */
async function traderOnAvaxAt20(page: Page) {
  const email = await registerCustomer(page, 'Personal');
  operator('deposit', email, '1500', 'EUR');
  operator('set-price', 'AVAX', 'EUR', '20');
  await openForm(page, '/Transactions_crypto_exchange');
}

test('a limit buy fills once the price falls to it, and a stop-loss sell triggers and fills', async ({ page }) => {
  test.setTimeout(120_000);
  await traderOnAvaxAt20(page);
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

/** The id an order snackbar names ("Order 12 placed.", "Order 12 filled."). */
const snackbarId = async (page: Page, said: RegExp) => {
  const snackbar = page.getByText(said).last();
  await expect(snackbar).toBeVisible();
  return /(\d+)/.exec((await snackbar.textContent()) ?? '')![1]!;
};

const historySection = (page: Page) => page.locator('section', { has: page.locator('#exchange-history-title') });

test('a market buy entered as €50 is quoted for what €50 buys, and the history shows it filled at its average price', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await traderOnAvaxAt20(page);
  const form = page.getByTestId('exchange-form');
  await form.getByLabel(t('sides.buy'), { exact: true }).check();
  await form.getByLabel(t('form.pair')).selectOption('AVAX-EUR');
  await form.getByLabel(t('form.type')).selectOption('market');
  await form.getByLabel(t('form.amountIn.quote', { asset: 'EUR' })).check();
  await form.getByLabel(t('form.spend', { asset: 'EUR' })).fill('50');
  await page.getByRole('button', { name: t('form.getQuote') }).click();

  // The ask, 20.04: 49.50 after the 1 % fee buys 2.47 AVAX or so; what is paid, fee included, is at most €50.
  const pay = (await page.getByTestId('quote-pay').textContent()) ?? '';
  expect(Number(pay.replace(/[^\d.]/g, ''))).toBeLessThanOrEqual(50);
  expect(Number(pay.replace(/[^\d.]/g, ''))).toBeGreaterThan(49);
  const bought = ((await page.getByTestId('quote-receive').textContent()) ?? '').replace(' AVAX', '');
  await page.getByRole('button', { name: t('quote.confirm') }).click();
  const id = await snackbarId(page, /Order \d+ filled\./);

  const row = page.getByTestId('exchange-history').getByTestId(`exchange-order-${id}`);
  await expect(row.getByTestId('order-filled')).toHaveText(t('filledOf', { filled: bought, total: `${bought} AVAX` }));
  await expect(row.getByTestId('order-average-price')).toHaveText('€20.04');
  await expect(row).not.toContainText('Remaining');

  await page.setViewportSize({ width: 1280, height: 900 });
  await historySection(page).screenshot({ path: testInfo.outputPath('exchange-history-en-dark-1280.png') });
  await context.addCookies([{ name: 'theme', value: 'light', url: baseURL! }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cs/Transactions_crypto_exchange');
  await expect(historySection(page).getByTestId(`exchange-order-${id}`)).toContainText(message('cs', 'exchange.statuses.filled'));
  await historySection(page).screenshot({ path: testInfo.outputPath('exchange-history-cs-light-390.png') });
});

test('cancelling an open order asks first, naming the order; Escape or Keep leaves it open', async ({ page }) => {
  test.setTimeout(120_000);
  await traderOnAvaxAt20(page);
  await fillOrder(page, { side: 'buy', type: 'limit', quantity: '1', price: '15' });
  await page.getByRole('button', { name: t('form.place') }).click();
  const id = await placedId(page);
  const open = page.getByTestId('exchange-open').getByTestId(`exchange-order-${id}`);
  await expect(open.getByTestId('order-filled')).toHaveText(t('filledOf', { filled: '0', total: '1 AVAX' }));

  const cancel = page.getByRole('button', { name: t('open.cancelOrder', { id }) });
  const dialog = page.getByRole('dialog', { name: t('open.confirmTitle', { id }) });
  await cancel.click();
  await expect(dialog).toContainText(
    t('open.confirmBody', { order: t('orderLabels.buy.limit'), quantity: '1 AVAX', price: '€15.00', held: '€15.15' }),
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await cancel.click();
  await dialog.getByRole('button', { name: t('open.keep') }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(open).toContainText(t('statuses.open'));

  await cancel.click();
  await dialog.getByRole('button', { name: t('open.confirmCancel') }).click();
  await expect(page.getByText(t('open.cancelled', { id })).last()).toBeVisible();
  const closed = page.getByTestId('exchange-history').getByTestId(`exchange-order-${id}`);
  await expect(closed).toContainText(t('statuses.cancelled'));
  await expect(closed.getByTestId('order-average-price')).toHaveText('—');
});
