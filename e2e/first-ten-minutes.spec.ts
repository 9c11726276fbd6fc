import { expect, test, type Page, type TestInfo } from '@playwright/test';
import type { Locale } from '../lib/i18n/config';
import { sentenceText } from '../lib/format/sentence';
import { formatAsset, formatFiat } from '../lib/money';
import { DEMO_CORPORATE, message, openForm, operator, registerCustomer } from './support';
import { inLocale } from './public-pages';

/** A demo machine in operation that sells bitcoin for crowns (lib/server/demo/atms.ts). */
const ATM = 'praha-vaclavske-namesti';
const MOBILE = { width: 390, height: 844 };

/**
 * A new customer's first ten minutes on a phone, as issue 43 tells them: sign up and confirm both contacts, meet the
 * first steps, be verified (the operator's `set-level`, as support would after the documents), pay in by bank transfer
 * with the reference the page gives, send €25.50 to the demo customer, place a limit order priced in euros, stake
 * bitcoin and order cash at a machine. Each step checks the words and amounts the customer reads, in English and in
 * Czech, and leaves a screenshot in the test report.
 */
for (const locale of ['en', 'cs'] as const satisfies readonly Locale[]) {
  test(`a new customer's first ten minutes on a 390 px phone, in ${locale}`, async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    const started = Date.now();
    await page.setViewportSize(MOBILE);
    // "A new version is available" comes up 3 s after each page loads and, on a phone, covers the form's button: the
    // customer answers Stay, as anyone would (e2e/site-frame.spec.ts checks the notice itself).
    await page.addLocatorHandler(page.getByTestId('new-version-notice'), (notice) =>
      notice.getByRole('button', { name: message(locale, 'site.newVersion.stay') }).click(),
    );
    const t = (key: string, values: Record<string, string> = {}) => message(locale, key, values);
    const euros = (amount: string) => formatFiat(amount, 'EUR', locale);
    const go = (path: string) => openForm(page, inLocale(path, locale));
    const shot = (step: string) => attachScreenshot(page, testInfo, `${locale} ${step}`);

    // 1. Sign-up, the e-mail code, the SMS code, then the dashboard with the first steps: only the contacts are done.
    const email = await registerCustomer(page, 'Personal', {}, undefined, locale);
    await expect(page).toHaveURL((url) => url.pathname === inLocale('/Dashboard_new', locale));
    const checklist = page.getByTestId('onboarding-checklist');
    await expect(checklist.getByRole('heading', { name: t('dashboard.checklist.title') })).toBeVisible();
    await expect(checklist).toContainText(t('dashboard.checklist.progress', { done: '1', total: '5' }));
    await expect(checklist.getByTestId('checklist-contacts')).toHaveAttribute('data-done', 'true');
    await expect(checklist.getByRole('link', { name: t('dashboard.checklist.steps.identity') })).toBeVisible();
    await shot('1 registered, first steps');

    // 2. Verified to level 2 by the operator: profile and identity are ticked, the deposit is the next step.
    operator('set-level', email, '2');
    await page.reload();
    await expect(checklist).toContainText(t('dashboard.checklist.progress', { done: '3', total: '5' }));
    for (const step of ['profile', 'identity'])
      await expect(checklist.getByTestId(`checklist-${step}`)).toHaveAttribute('data-done', 'true');
    await expect(checklist.getByRole('link', { name: t('dashboard.checklist.steps.deposit') })).toBeVisible();
    await shot('2 level 2');

    // 3. A bank transfer with the reference the page shows, booked by the operator from the bank's statement.
    await go('/Incomingwiretransfer');
    await expect(page.getByRole('heading', { level: 1, name: t('bank.incoming.title') })).toBeVisible();
    const reference = /KT\d{12}/.exec((await page.getByTestId('reference-EUR').textContent()) ?? '')?.[0];
    expect(reference).toBeTruthy();
    await shot('3 bank details');
    expect(operator('deposit-ref', reference!, '200', 'EUR', `FTM-${reference}`)).toContain(`credited 200 EUR to ${email}`);
    await go('/Account');
    await expect(page.getByTestId('account-EUR-available')).toContainText(euros('200'));
    await go('/Dashboard_new');
    await expect(checklist.getByTestId('checklist-deposit')).toHaveAttribute('data-done', 'true');
    await shot('3 deposited');

    // 4. €25.50 to a demo customer, the corporate one (the personal one's unread count is frame.spec's fixture, and every
    // run of this journey would add to it): the fee (0.5 % + €0.20 on the basic plan) and the total before, the name after.
    await go('/Transferbetweenusers');
    const transfer = page.getByTestId('transfer-form');
    await transfer.getByLabel(t('transfers.recipient')).fill(DEMO_CORPORATE);
    await transfer.getByLabel(t('transfers.amount')).fill('25.50');
    await transfer.getByRole('button', { name: t('transfers.continue') }).click();
    await expect(page.getByTestId('transfer-total')).toContainText(euros('25.83'));
    await shot('4 transfer to confirm');
    await page.getByTestId('confirm-transfer').click();
    await expect(page.getByTestId('transfer-success-message')).toHaveText(
      sentenceText(t('transfers.success.message', { amount: euros('25.50'), name: 'Horváth Trade s.r.o.' })),
    );
    await shot('4 transfer sent');

    // 5. A limit buy of bitcoin priced in euros, far under the market so it rests: value, 1 % fee and the hold in euros.
    await go('/Transactions_crypto_exchange');
    const order = page.getByTestId('exchange-form');
    await order.getByLabel(t('exchange.sides.buy'), { exact: true }).check();
    await order.getByLabel(t('exchange.form.pair')).selectOption('BTC-EUR');
    await order.getByLabel(t('exchange.form.type')).selectOption('limit');
    await order.getByLabel(t('exchange.form.quantity', { asset: 'BTC' })).fill('0.01');
    await order.getByLabel(t('exchange.form.price', { asset: 'EUR' })).fill('1000');
    const estimate = page.getByTestId('exchange-estimate');
    await expect(estimate).toContainText(euros('10'));
    await expect(estimate).toContainText(euros('10.10'));
    await shot('5 limit order');
    await page.getByRole('button', { name: t('exchange.form.place') }).click();
    const [before, after] = t('exchange.form.placed').split('{id}') as [string, string];
    const placed = page.getByText(new RegExp(`${escapeRegExp(before)}\\d+${escapeRegExp(after)}`)).last();
    await expect(placed).toBeVisible();
    const orderId = /\d+/.exec((await placed.textContent()) ?? '')![0];
    await expect(page.getByTestId(`exchange-order-${orderId}`).first()).toContainText(t('exchange.statuses.open'));
    await shot('5 limit order placed');

    // 6. Bitcoin bought as "€60 of BTC" at the market (the amount to spend, fee included), then staked in the flexible
    // bitcoin product.
    await order.getByLabel(t('exchange.sides.buy'), { exact: true }).check();
    await order.getByLabel(t('exchange.form.pair')).selectOption('BTC-EUR');
    await order.getByLabel(t('exchange.form.type')).selectOption('market');
    await order.getByLabel(t('exchange.form.amountIn.quote', { asset: 'EUR' })).check();
    await order.getByLabel(t('exchange.form.spend', { asset: 'EUR' })).fill('60');
    await page.getByRole('button', { name: t('exchange.form.getQuote') }).click();
    await expect(page.getByTestId('quote-receive')).toContainText('BTC');
    await shot('6 market buy for 60 euros');
    await page.getByRole('button', { name: t('exchange.quote.confirm') }).click();
    const [filledBefore, filledAfter] = t('exchange.form.filled').split('{id}') as [string, string];
    await expect(page.getByText(new RegExp(`${escapeRegExp(filledBefore)}\\d+${escapeRegExp(filledAfter)}`)).last()).toBeVisible();
    await go('/Accountboxes_earning_account_staking');
    const flexible = page
      .getByTestId(/^product-/)
      .filter({ hasText: 'BTC' })
      .filter({ hasText: t('earning.products.anytime') });
    // The demo's own product: other specs on the same server may have added more.
    await flexible.first().getByRole('link').click();
    await expect(page).toHaveURL((url) => url.pathname === inLocale('/Accountboxes_earning_account_purchasing', locale));
    const stake = page.getByTestId('stake-form');
    await waitForForm(page);
    await stake.getByLabel(t('earning.form.amount')).fill('0.0005');
    await shot('6 stake');
    await stake.getByRole('button', { name: t('earning.form.submit') }).click();
    await expect(page.getByTestId('stake-done')).toHaveText(t('earning.form.done', { amount: formatAsset('0.0005', 'BTC', locale) }));
    await shot('6 staked');

    // 7. Cash to buy bitcoin at the machine on Wenceslas Square: the order's page shows its status in words and the code.
    operator('atm', 'key', ATM);
    await go('/Transactions_cash_order');
    const cash = page.getByTestId('cash-order-form');
    await cash.getByTestId('cash-order-side').selectOption('buy');
    await cash.getByLabel(t('cashOrders.form.country')).selectOption('CZ');
    await cash.getByLabel(t('cashOrders.form.city')).selectOption('Praha');
    await cash
      .getByTestId('cash-order-atm')
      .getByRole('radio', { name: /Václavské náměstí/ })
      .first()
      .check();
    await cash.getByTestId('cash-order-cash').fill('500');
    await cash.getByTestId('cash-order-asset').selectOption('BTC');
    await expect(cash.getByTestId('cash-order-crypto')).toContainText('BTC');
    await shot('7 cash order');
    await cash.getByRole('button', { name: t('cashOrders.form.submit') }).click();
    await expect(page).toHaveURL((url) => /^\/(cs\/)?invoice\/\d+$/.test(url.pathname));
    const status = page.getByTestId('cash-order-status');
    await expect(status).toHaveAttribute('data-status', 'BUY_IN_PROGRESS');
    await expect(status).toHaveText(t('cashOrders.statuses.BUY_IN_PROGRESS'));
    await expect(page.getByTestId('withdrawal-code')).toHaveText(/^\s*\d{12}\s*$/);
    await shot('7 cash order placed');

    testInfo.annotations.push({ type: 'journey', description: `${Math.round((Date.now() - started) / 1000)} s` });
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The form's scripts have taken over (the page was reached by a link, not by openForm). */
const waitForForm = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}
