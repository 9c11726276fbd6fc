import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleAt320, message, operator, registerCustomer } from './support';

const statusOf = (page: Page, txid: string) => page.getByTestId(`deposit-${txid}`).getByTestId('deposit-status');

function nodeRunning(): boolean {
  try {
    return operator('chain', 'mine', '1').startsWith('LTC: mined');
  } catch {
    return false;
  }
}

/** The deposit list is rendered on the server: reload until the row says what the watcher (every 5 s) found. */
async function expectAfterReload(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 30_000, intervals: [1_000, 2_000] });
}

test('a customer pays the deposit address shown, and after 3 confirmations the balance and the history show it', async ({ page }) => {
  test.skip(!nodeRunning(), 'no litecoind on PATH: the server runs without a node');
  // Registration, three confirmations the watcher sees within seconds, and the 320 px checks of two pages.
  test.setTimeout(180_000);
  const email = await registerCustomer(page, 'Personal');

  // A new account (level 0) takes no deposits: no address is shown until the profile is verified.
  await page.goto('/Transactions_crypto_deposit?asset=LTC');
  await expect(page.getByTestId('deposit-unavailable')).toHaveText(
    `${message('en', 'chain.deposit.notAtLevel')} ${message('en', 'nextStep.profile')}`,
  );
  await expect(page.getByTestId('deposit-address')).toHaveCount(0);
  operator('set-level', email, '2');

  await page.goto('/Transactions_crypto_deposit?asset=LTC');
  await expect(page.getByRole('heading', { level: 1, name: message('en', 'routes.cryptoDeposit') })).toBeVisible();
  await expect(page.getByTestId('deposit-network')).toHaveText('Litecoin regtest');
  await expect(page.getByTestId('deposit-confirmations')).toHaveText('3');
  await expect(page.getByTestId('deposit-qr')).toBeVisible();
  const address = (await page.getByTestId('deposit-address').textContent()) ?? '';
  expect(address).toMatch(/^rltc1q[02-9ac-hj-np-z]{38}$/);
  await expect(page.getByTestId('deposits-empty')).toHaveText(message('en', 'chain.history.empty'));

  const paid = operator('chain', 'faucet', address, '0.5');
  const txid = paid.match(/transaction ([0-9a-f]{64})/)?.[1] ?? '';
  expect(txid, paid).toHaveLength(64);
  await expectAfterReload(page, () => expect(statusOf(page, txid)).toHaveText(/^(Pending|Processing)$/));

  operator('chain', 'mine', '1');
  await expectAfterReload(page, async () => {
    await expect(statusOf(page, txid)).toHaveText('Processing');
    await expect(page.getByTestId(`deposit-${txid}`).getByTestId('deposit-confirmations-count')).toHaveText(/^[12] of 3$/);
  });
  await page.goto('/Account');
  await expect(page.getByTestId('account-LTC-available')).toHaveCount(0);

  operator('chain', 'mine', '2');
  await page.goto('/Transactions_crypto_deposit?asset=LTC');
  await expectAfterReload(page, async () => {
    await expect(statusOf(page, txid)).toHaveText('Success');
    await expect(page.getByTestId(`deposit-${txid}`).getByTestId('deposit-confirmations-count')).toHaveText('3 of 3');
  });
  await page.goto('/Account');
  await expect(page.getByTestId('account-LTC-available')).toContainText('0.5');

  // The txid opens the public transaction check, which runs at once and shows the deposit credited.
  await page.goto('/Transactions_crypto_deposit?asset=LTC');
  await page.getByRole('link', { name: message('en', 'chain.history.check', { txid }) }).click();
  await expect(page.getByTestId('tx-order')).toContainText(message('en', 'txCheck.kind.deposit'));
  await expect(page.getByTestId('tx-status')).toContainText(message('en', 'txCheck.depositStatuses.Success'));
  await expect(page.getByTestId('tx-confirmations')).toHaveText('3 of 3');

  await expectAccessibleAt320(page, ['/Transactions_crypto_deposit?asset=LTC', '/Transactions_crypto_deposit?asset=ETH']);
});
