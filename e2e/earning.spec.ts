import { expect, test, type Page } from '@playwright/test';
import { customerWithBitcoin, expectSnackbar, message, operator } from './support';

/** What every browser receives (lib/env.ts): the API refuses a call without it. */
const CLIENT_TOKEN = 'kryptomat-web-client-2026';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A product the operator adds for this test (the e2e database is shared): its number. */
const addProduct = (...args: string[]) => Number(/#(\d+)/.exec(operator('earning', 'add-product', ...args))![1]);

async function stake(page: Page, product: number, amount: string) {
  await page.goto(`/Accountboxes_earning_account_purchasing?product=${product}`);
  const form = page.getByTestId('stake-form');
  await form.getByLabel(message('en', 'earning.form.amount')).fill(amount);
  return form;
}

test('a flexible stake earns from its first whole day and comes back whole when unstaked', async ({ page }) => {
  // 36.5 % a year: 0.0005 BTC earns 50 satoshi a day, 45 after the basic plan's 10 % fee (the day's reward itself:
  // tests/integration/earning.test.ts, which can set the clock; a browser journey cannot wait for a day to end).
  const flexible = addProduct('BTC', 'flexible', '36.5', '0.0001', '1');
  await customerWithBitcoin(page);

  const form = await stake(page, flexible, '0.0005');
  await expect(page.getByTestId('stake-estimate')).toHaveText(message('en', 'earning.form.estimateFlexible', { reward: '0.0000005 BTC' }));
  await expect(page.getByTestId('stake-lock')).toHaveCount(0);
  await form.getByRole('button', { name: message('en', 'earning.form.submit') }).click();
  await expect(page.getByTestId('stake-done')).toHaveText(message('en', 'earning.form.done', { amount: '0.0005 BTC' }));

  await page.goto('/Accountboxes_earning_account_staking');
  const row = page.getByTestId('earning-stakes').getByRole('row').nth(1);
  await expect(row).toContainText(inDays(1));
  await expect(row.getByTestId('stake-accrued')).toHaveText('0 BTC');
  await expect(page.getByTestId('boxes-earning')).toContainText('0.0005 BTC');

  await row.getByRole('button', { name: message('en', 'earning.stakes.unstake') }).click();
  await expectSnackbar(page, 'success', message('en', 'earning.stakes.unstaked', { amount: '0.0005 BTC' }));
  await expect(row.getByTestId('stake-status')).toHaveText(message('en', 'earning.statuses.unstaked'));

  await page.goto('/Transactions_crypto_earning');
  const entries = page.getByTestId('history-entry');
  await expect(entries.filter({ hasText: message('en', 'history.kinds.unstake') })).toHaveCount(1);
  await expect(entries.filter({ hasText: message('en', 'history.kinds.staking-reward') })).toHaveCount(0);
  await expect(entries.filter({ hasText: message('en', 'history.kinds.stake') }).first()).toBeVisible();
  await expect(page.getByText(/not open/i)).toHaveCount(0);
});

test('a fixed stake says the day it unlocks before staking and cannot be unstaked before it', async ({ page }) => {
  const fixed = addProduct('BTC', 'fixed', '5', '0.0001', '1', '--days', '30');
  await customerWithBitcoin(page);

  const form = await stake(page, fixed, '0.0003');
  await expect(page.getByTestId('stake-lock')).toHaveText(message('en', 'earning.form.fixedLock', { date: inDays(31) }));
  await form.getByRole('button', { name: message('en', 'earning.form.submit') }).click();
  await expect(page.getByTestId('stake-done')).toBeVisible();

  await page.goto('/Accountboxes_earning_account_staking');
  const row = page.getByTestId('earning-stakes').getByRole('row').nth(1);
  await expect(row).toContainText(message('en', 'earning.stakes.lockedUntil', { date: inDays(31) }));
  await expect(row.getByRole('button', { name: message('en', 'earning.stakes.unstake') })).toHaveCount(0);

  // The API refuses it too, with the date: the page's own session asks, as a client that skipped the screen would.
  const id = (await row.getAttribute('data-testid'))!.replace('stake-', '');
  const refused = await page.evaluate(
    async ([stakeId, token]) => {
      const answer = await fetch(`/api/user/v1/earning/stakes/${stakeId}/unstake`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', clienttoken: token, 'Idempotency-Key': crypto.randomUUID(), lang: 'en' },
        body: '{}',
      });
      return { status: answer.status, body: await answer.text() };
    },
    [id, CLIENT_TOKEN] as const,
  );
  expect(refused.status).toBe(422);
  expect(refused.body).toContain(inDays(31));
});
