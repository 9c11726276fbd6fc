import { expect, test } from '@playwright/test';
import { message, openForm, operator, uniqueEmail } from './support';

/**
 * A public swap settles end to end on the demo server's regtest nodes (scripts/start.mjs: the LTC node, and a second
 * litecoind standing in for BTC): a visitor orders BTC → LTC, the test pays the address the order page shows and
 * mines, and the page follows the order until the LTC is sent, with its transaction id.
 */

const en = (key: string, values: Record<string, string> = {}) => message('en', key, values);
/** The visitor's own Litecoin regtest wallet. */
const LTC_WALLET = 'rltc1qggq0jfq4fr2vd29wakn88jq8h24t2lmdztn7al';

function nodesRunning(): boolean {
  try {
    return /LTC: mined[\s\S]*BTC: mined|BTC: mined[\s\S]*LTC: mined/.test(operator('chain', 'mine', '1'));
  } catch {
    return false;
  }
}

test('a visitor swaps BTC for LTC: the shown address is paid and mined, and the order page shows the coins sent with a txid', async ({
  page,
}) => {
  test.skip(!nodesRunning(), 'no litecoind on PATH: the server runs without nodes');
  test.setTimeout(120_000);
  await openForm(page, '/Crypto_to_crypto_swap');
  await page.getByRole('main').getByLabel(en('swap.fromCoin')).selectOption('BTC');
  await page.getByRole('main').getByLabel(en('swap.toCoin')).selectOption('LTC');
  await page.getByRole('main').getByLabel(en('swap.amount')).fill('0.0005');
  await expect(page.getByTestId('quote-receive')).toContainText('LTC');
  await page
    .getByRole('main')
    .getByLabel(en('swap.destinationAddress', { coin: 'LTC' }))
    .fill(LTC_WALLET);
  await page.getByRole('main').getByLabel(en('swap.email')).fill(uniqueEmail('settle'));
  await page.getByRole('button', { name: en('swap.submit') }).click();

  await expect(page).toHaveURL(/\/crypto-to-Crypto-success\?ref=SW-[0-9A-Z]{16}$/);
  await expect(page.getByTestId('fact-stage')).toContainText(en('txCheck.stages.awaiting'));
  const address = ((await page.getByTestId('fact-deposit').textContent()) ?? '').match(/rltc1q[02-9ac-hj-np-z]{38}/)?.[0] ?? '';
  expect(address).not.toBe('');

  const paid = operator('chain', 'faucet', address, '0.0005');
  expect(paid).toMatch(/^sent 0\.0005 BTC to /);
  operator('chain', 'mine', '3');

  // The page is rendered on the server: reload until the watcher and the send job (every 5 s) have done their part.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('fact-stage')).toContainText(en('txCheck.stages.sent'));
    await expect(page.getByTestId('fact-txid')).toContainText(/[0-9a-f]{64}/);
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000] });
  await expect(page.getByTestId('fact-status')).toContainText(en('swap.status.Success'));
});
