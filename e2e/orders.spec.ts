import { expect, test, type Page } from '@playwright/test';
import { CARDS, fillCard, message, openForm, uniqueEmail } from './support';

/**
 * Public orders end to end on the demo server (seeded prices, the simulated card processor): a swap to
 * its success page, buy by card with the paid, declined and 3-D Secure test cards, a gift voucher, and
 * form errors in the visitor's language.
 */

/**
 * Orders are for coins with a node (the demo's regtest LTC node, and a litecoind standing in for BTC whose addresses
 * are Litecoin regtest's): a customer's Litecoin regtest wallet, and a mainnet bitcoin address the LTC form refuses.
 */
const LTC_WALLET = 'rltc1qggq0jfq4fr2vd29wakn88jq8h24t2lmdztn7al';
const BTC_WALLET = 'bc1q2t63ewm3mvh0ztmnmezxm7s0tefknenxlrlwrk';
const en = (key: string, values: Record<string, string> = {}) => message('en', key, values);

/** Waits for the live quote, then confirms with the button that names the amount. */
async function payWhenQuoted(page: Page, buttonName: RegExp) {
  await expect(page.getByTestId('quote-receive')).toBeVisible();
  await page.getByRole('button', { name: buttonName }).click();
}

/**
 * Intl's number data is loaded by the first money format or ICU message with arguments a page makes, a long task on a
 * phone: the order forms get the lines that name their starting coins and amounts worded by the server, so hydrating
 * them formats nothing; the browser words the lines for any other choice.
 */
test('the swap, card and voucher forms hydrate without formatting in the browser; their hints follow the chosen coin and currency', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const used: string[] = [];
    Object.assign(window, { intlUsed: used });
    for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
      Intl[name] = new Proxy(Intl[name], {
        construct: (target, args) => (used.push(name), Reflect.construct(target, args)),
        get: (target, key) => (key === 'supportedLocalesOf' && used.push(`${name}.${key}`), Reflect.get(target, key)),
      }) as never;
    }
  });
  const intlUsed = () => page.evaluate(() => (window as unknown as { intlUsed: string[] }).intlUsed);
  const main = page.getByRole('main');

  await openForm(page, '/Crypto_to_crypto_swap');
  await page.waitForLoadState('networkidle');
  expect(await intlUsed()).toEqual([]);
  await expect(main.getByText(en('swap.amountHint', { coin: 'BTC' }))).toBeVisible();
  await main.getByLabel(en('swap.fromCoin')).selectOption('ETH');
  await expect(main.getByText(en('swap.amountHint', { coin: 'ETH' }))).toBeVisible();
  await expect(main.getByText(en('swap.destinationHint', { coin: 'LTC', network: 'Litecoin' }))).toBeVisible();
  await main.getByLabel(en('swap.toCoin')).selectOption('DOGE');
  await expect(main.getByLabel(en('swap.destinationAddress', { coin: 'DOGE' }))).toBeVisible();
  await expect(main.getByText(en('swap.destinationHint', { coin: 'DOGE', network: 'Dogecoin' }))).toBeVisible();
  await main.getByLabel(en('swap.toCoin')).selectOption('LTC');
  await expect(main.getByLabel(en('swap.destinationAddress', { coin: 'LTC' }))).toBeVisible();

  await openForm(page, '/Crypto_Delivery');
  await page.waitForLoadState('networkidle');
  expect(await intlUsed()).toEqual([]);
  await expect(main.getByText(/^From €[\d,.]+ to €[\d,.]+\.$/)).toBeVisible();
  await expect(main.getByText(en('cardOrders.walletHint', { coin: 'BTC', network: 'Bitcoin' }))).toBeVisible();
  await main.getByLabel(en('cardOrders.currency')).selectOption('CZK');
  await expect(main.getByText(/^From CZK\s[\d,.]+ to CZK\s[\d,.]+\.$/)).toBeVisible();
  await main.getByLabel(en('cardOrders.coin')).selectOption('LTC');
  await expect(main.getByLabel(en('cardOrders.walletAddress', { coin: 'LTC' }))).toBeVisible();
  await expect(main.getByText(en('cardOrders.walletHint', { coin: 'LTC', network: 'Litecoin' }))).toBeVisible();

  await openForm(page, '/Crypto_gift_voucher');
  await page.waitForLoadState('networkidle');
  expect(await intlUsed()).toEqual([]);
  await expect(main.getByText(/^From €[\d,.]+ to €[\d,.]+\.$/)).toBeVisible();
  await expect(main.getByRole('button', { name: '€50.00', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(main.getByRole('button', { name: en('payments.pay', { amount: '€50.00' }), exact: true })).toBeVisible();
  await main.getByRole('button', { name: '€100.00', exact: true }).click();
  await expect(main.getByRole('button', { name: en('payments.pay', { amount: '€100.00' }), exact: true })).toBeVisible();
  await main.getByLabel(en('vouchers.buy.currency')).selectOption('CZK');
  await expect(main.getByText(/^From CZK\s[\d,.]+ to CZK\s[\d,.]+\.$/)).toBeVisible();
  await expect(main.getByRole('button', { name: /^Pay CZK\s100\.00$/ })).toBeVisible();
  await main.getByRole('button', { name: /^CZK\s1,000\.00$/ }).click();
  await expect(main.getByRole('button', { name: /^Pay CZK\s1,000\.00$/ })).toBeVisible();
});

test('swap: a live quote counts down, the order opens its success page with the deposit address and status', async ({ page }) => {
  await openForm(page, '/Crypto_to_crypto_swap');
  await expect(page.getByRole('heading', { name: en('routes.swap'), level: 1 })).toBeVisible();
  await page.getByRole('main').getByLabel(en('swap.fromCoin')).selectOption('BTC');
  await page.getByRole('main').getByLabel(en('swap.toCoin')).selectOption('LTC');
  await page.getByRole('main').getByLabel(en('swap.amount')).fill('0.002');

  await expect(page.getByTestId('quote-receive')).toContainText('LTC');
  const countdown = page.getByTestId('quote-countdown');
  await expect(countdown).toContainText(/\d+/);
  const secondsAtFirst = Number(/(\d+)/.exec((await countdown.textContent()) ?? '')?.[1]);
  await expect.poll(async () => Number(/(\d+)/.exec((await countdown.textContent()) ?? '')?.[1])).toBeLessThan(secondsAtFirst);
  const receive = (await page.getByTestId('quote-receive').textContent()) ?? '';

  await page
    .getByRole('main')
    .getByLabel(en('swap.destinationAddress', { coin: 'LTC' }))
    .fill(LTC_WALLET);
  await page.getByRole('main').getByLabel(en('swap.email')).fill(uniqueEmail('swap'));
  await page.getByRole('button', { name: en('swap.submit') }).click();

  await expect(page).toHaveURL(/\/crypto-to-Crypto-success\?ref=SW-[0-9A-Z]{16}$/);
  await expect(page.getByRole('heading', { name: en('routes.cryptoToCryptoSuccess'), level: 1 })).toBeVisible();
  const reference = new URL(page.url()).searchParams.get('ref')!;
  await expect(page.getByTestId('fact-reference')).toContainText(reference);
  await expect(page.getByTestId('fact-status')).toContainText(en('swap.status.Init'));
  await expect(page.getByTestId('fact-receive')).toHaveText(`${en('swap.success.receive')}${receive}`);
  await expect(page.getByTestId('fact-deposit')).toContainText(/rltc1q[02-9ac-hj-np-z]{38}/);
  await expect(page.getByTestId('fact-destination')).toContainText(LTC_WALLET);
});

test('swap: an expired quote says so, cannot be ordered with, and a new one can be fetched', async ({ page }) => {
  await page.clock.install();
  await openForm(page, '/Crypto_to_crypto_swap');
  await page.getByRole('main').getByLabel(en('swap.amount')).fill('0.002');
  await page
    .getByRole('main')
    .getByLabel(en('swap.destinationAddress', { coin: 'LTC' }))
    .fill(LTC_WALLET);
  await page.getByRole('main').getByLabel(en('swap.email')).fill(uniqueEmail('swap'));
  await expect(page.getByTestId('quote-receive')).toBeVisible();

  await page.clock.fastForward('01:01');
  await expect(page.getByTestId('quote-expired')).toContainText(en('payments.quote.expired'));
  await expect(page.getByTestId('quote-receive')).toHaveCount(0);

  // Confirming with the expired quote fetches a new one and asks to check it first.
  await page.getByRole('button', { name: en('swap.submit') }).click();
  await expect(page.getByTestId('form-alert')).toHaveText(en('payments.errors.quoteExpired'));
  await expect(page.getByTestId('quote-receive')).toBeVisible();
  await expect(page).toHaveURL(/\/Crypto_to_crypto_swap$/);

  await page.clock.fastForward('01:01');
  await page.getByRole('button', { name: en('payments.quote.refresh') }).click();
  await expect(page.getByTestId('quote-countdown')).toBeVisible();
  await page.getByRole('button', { name: en('swap.submit') }).click();
  await expect(page).toHaveURL(/\/crypto-to-Crypto-success\?ref=SW-/);
});

test('swap form errors are shown in German on the German page', async ({ page }) => {
  await openForm(page, '/de/Krypto_zu_Krypto_Tausch');
  const de = (key: string, values: Record<string, string> = {}) => message('de', key, values);
  await expect(page.getByRole('heading', { name: message('de', 'routes.swap'), level: 1 })).toBeVisible();

  await page.getByRole('main').getByLabel(de('swap.amount')).fill('1e5');
  await page
    .getByRole('main')
    .getByLabel(de('swap.destinationAddress', { coin: 'LTC' }))
    .fill(BTC_WALLET);
  await page.getByRole('main').getByLabel(de('swap.email')).fill('kein-email');
  await page.getByRole('button', { name: de('swap.submit') }).click();

  const errors = page.getByTestId('field-error');
  await expect(errors).toHaveText([de('payments.validation.amount'), de('payments.validation.address'), de('validation.email')]);
});

test('buy by card with the paid test card: the order is completed and its page says what was sent', async ({ page }) => {
  await openForm(page, '/Crypto_Delivery');
  await page.getByRole('main').getByLabel(en('cardOrders.amount')).fill('100');
  await page.getByRole('main').getByLabel(en('cardOrders.coin')).selectOption('LTC');
  await page
    .getByRole('main')
    .getByLabel(en('cardOrders.walletAddress', { coin: 'LTC' }))
    .fill(LTC_WALLET);
  await page.getByRole('main').getByLabel(en('cardOrders.email')).fill(uniqueEmail('card'));
  await fillCard(page, CARDS.paid);
  await payWhenQuoted(page, /Pay €100\.00/);

  await expect(page).toHaveURL(/\/Crypto_Delivery\?order=CO-[0-9A-Z]{16}$/);
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'BUY_COMPLETED');
  await expect(page.getByTestId('fact-card')).toContainText(en('cardOrders.status.cardEnding', { last4: '4242' }));
  await expect(page.getByTestId('fact-wallet')).toContainText(LTC_WALLET);
});

async function orderWithCard(page: Page, card: string) {
  await openForm(page, '/Crypto_Delivery');
  await page.getByRole('main').getByLabel(en('cardOrders.amount')).fill('50');
  await page.getByRole('main').getByLabel(en('cardOrders.coin')).selectOption('LTC');
  await page
    .getByRole('main')
    .getByLabel(en('cardOrders.walletAddress', { coin: 'LTC' }))
    .fill(LTC_WALLET);
  await page.getByRole('main').getByLabel(en('cardOrders.email')).fill(uniqueEmail('card'));
  await fillCard(page, card);
  await payWhenQuoted(page, /Pay €50\.00/);
  await expect(page).toHaveURL(/\?order=CO-/);
}

test('buy by card with the declined test card: the order failed and says why', async ({ page }) => {
  await orderWithCard(page, CARDS.declined);

  const status = page.getByTestId('order-status');
  await expect(status).toHaveAttribute('data-status', 'BUY_ERROR');
  await expect(status).toContainText(en('payments.reasons.cardDeclined'));
  await expect(page.getByRole('link', { name: en('cardOrders.status.tryAgain') })).toBeVisible();
});

test('buy by card with the 3-D Secure test card: the simulated bank asks for its code, then the order completes', async ({ page }) => {
  await orderWithCard(page, CARDS.threeDSecure);

  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'BUY_IN_PROGRESS');
  const challenge = page.getByTestId('challenge');
  await expect(challenge.getByRole('heading', { name: en('payments.challenge.title') })).toBeVisible();
  const code = /(\d{6})/.exec((await page.getByTestId('challenge-code').textContent()) ?? '')![1]!;

  await challenge.getByLabel(en('payments.challenge.code')).fill(code === '000000' ? '111111' : '000000');
  await challenge.getByRole('button', { name: en('payments.challenge.approve') }).click();
  await expect(challenge.getByTestId('field-error')).toHaveText(en('payments.validation.challengeWrongCode'));

  await challenge.getByLabel(en('payments.challenge.code')).fill(code);
  await challenge.getByRole('button', { name: en('payments.challenge.approve') }).click();
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'BUY_COMPLETED');
  await expect(page.getByTestId('challenge')).toHaveCount(0);
});

test('buy by card, 3-D Secure canceled: the order is canceled', async ({ page }) => {
  await orderWithCard(page, CARDS.threeDSecure);

  await page
    .getByTestId('challenge')
    .getByRole('button', { name: en('payments.challenge.cancel') })
    .click();
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'BUY_CANCELED');
});

test('gift voucher: a preset value paid by card shows the code and the password once', async ({ page }) => {
  await openForm(page, '/Crypto_gift_voucher');
  const preset = page.getByRole('button', { name: '€100.00', exact: true });
  await preset.click();
  await expect(preset).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: '€50.00', exact: true })).toHaveAttribute('aria-pressed', 'false');
  const email = uniqueEmail('voucher');
  await page.getByRole('main').getByLabel(en('vouchers.buy.email')).fill(email);
  await fillCard(page, CARDS.paid);
  await page.getByRole('button', { name: /Pay €100\.00/ }).click();

  const issued = page.getByTestId('voucher-issued');
  await expect(issued.getByRole('heading', { name: en('vouchers.buy.issued.title') })).toBeVisible();
  await expect(issued.getByTestId('fact-code')).toContainText(/[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}/);
  await expect(issued.getByTestId('fact-password')).toContainText(/[A-HJKMNP-Za-km-np-z2-9]{12}/);
  await expect(issued).toContainText(email);
});

test('gift voucher with the declined card: no voucher, the reason in the form', async ({ page }) => {
  await openForm(page, '/Crypto_gift_voucher');
  await page.getByRole('main').getByLabel(en('vouchers.buy.email')).fill(uniqueEmail('voucher'));
  await fillCard(page, CARDS.declined);
  await page.getByRole('button', { name: /Pay/ }).click();

  await expect(page.getByTestId('form-alert')).toHaveText(en('vouchers.buy.declined', { reason: en('payments.reasons.cardDeclined') }));
  await expect(page.getByTestId('voucher-issued')).toHaveCount(0);
});

test('issue 9 item 8: an order page opens only in the browser that placed the order; elsewhere the reference finds nothing', async ({
  page,
  browser,
}) => {
  await orderWithCard(page, CARDS.paid);
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'BUY_COMPLETED');

  const elsewhere = await browser.newContext();
  try {
    const stranger = await elsewhere.newPage();
    await stranger.goto(page.url());
    await expect(stranger.getByText(en('cardOrders.status.notFound'))).toBeVisible();
    await expect(stranger.getByTestId('order-status')).toHaveCount(0);
  } finally {
    await elsewhere.close();
  }
});
