import { readFileSync } from 'node:fs';
import pg from 'pg';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { rpcClient, nodeFileOf } from '../scripts/regtest-node.mjs';
import { codeFromOutbox, expectAccessibleAt320, message, operator, registerCustomer, waitForHydration } from './support';

const PORT = process.env.E2E_PORT ?? '3100';
const WITHDRAW = '/Transactions_crypto_withdraw?asset=LTC';

function nodeRunning(): boolean {
  try {
    return operator('chain', 'mine', '1').startsWith('LTC: mined');
  } catch {
    return false;
  }
}

/** The e2e server's regtest node, as the operator's commands reach it (node.json of `npm start`). */
function regtestRpc() {
  const settings = JSON.parse(readFileSync(nodeFileOf(`.data/e2e-${PORT}/litecoind`), 'utf8')).LTC;
  return rpcClient(settings);
}

/**
 * The 24-hour wait of a saved address is over: the test moves its usable-from time back with SQL on the e2e server's
 * embedded database (no operator command can skip the wait, by design).
 */
async function endWaitOf(address: string) {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(process.env.E2E_PG_PORT ?? 54339),
    user: 'postgres',
    password: 'postgres',
    database: 'kryptomat',
  });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      "UPDATE chain_withdrawal_addresses SET usable_at = now() - interval '1 minute' WHERE address = $1",
      [address],
    );
    expect(rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

/** The list is rendered on the server: reload until it says what the jobs (every 5 s) did. */
async function expectAfterReload(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 45_000, intervals: [1_000, 2_000] });
}

/** The newest "new withdrawal address" e-mail's cancel link, read on /demo-outbox as the customer reads their mail. */
async function cancelLinkFromOutbox(context: BrowserContext, recipient: string, address: string): Promise<string> {
  const outbox = await context.newPage();
  try {
    await outbox.goto('/demo-outbox');
    const mail = outbox.getByTestId('outbox-message').filter({ hasText: recipient }).filter({ hasText: address }).first();
    const link = /https?:\/\/\S+?(\/cancel-withdrawal-address\/[\w-]+)/.exec((await mail.locator('pre').textContent()) ?? '')?.[1];
    expect(link).toBeDefined();
    return link!;
  } finally {
    await outbox.close();
  }
}

async function addAddress(page: Page, email: string, address: string, label: string) {
  const form = page.getByTestId('address-form');
  await form
    .getByLabel(message('en', 'chain.addresses.address', { network: 'Litecoin regtest', prefixes: 'rltc1…, m…, n…, Q…, 2…' }))
    .fill(address);
  await form.getByLabel(message('en', 'chain.addresses.label'), { exact: true }).fill(label);
  const before = await codeFromOutbox(page.context(), email).catch(() => undefined);
  await page.getByTestId('address-code-send').click();
  await expect(form.getByText(message('en', 'chain.addresses.codeSent'))).toBeVisible();
  const code = await codeFromOutbox(page.context(), email, before);
  await form.getByLabel(message('en', 'chain.addresses.emailCode')).fill(code);
  await form.getByRole('button', { name: message('en', 'chain.addresses.save') }).click();
  await expect(page.getByTestId('address').filter({ hasText: label })).toBeVisible();
}

test('a customer saves an address, waits out its 24 hours, withdraws; the node sees the transaction and the history shows Success', async ({
  page,
}) => {
  test.skip(!nodeRunning(), 'no litecoind on PATH: the server runs without a node');
  test.setTimeout(240_000);
  const rpc = regtestRpc();
  const email = await registerCustomer(page, 'Personal');

  // A new account (level 0): withdrawals are not allowed at its level.
  await page.goto(WITHDRAW);
  await expect(page.getByRole('heading', { level: 1, name: message('en', 'routes.cryptoWithdraw') })).toBeVisible();
  await expect(page.getByTestId('withdraw-unavailable')).toContainText(message('en', 'chain.withdraw.states.notAtLevel'));
  await expect(page.getByTestId('withdrawals-empty')).toHaveText(message('en', 'chain.withdrawals.empty'));
  operator('set-level', email, '2');

  // Coins arrive the real way: paid to the deposit address and credited after 3 confirmations.
  await page.goto('/Transactions_crypto_deposit?asset=LTC');
  const depositAddress = (await page.getByTestId('deposit-address').textContent()) ?? '';
  operator('chain', 'faucet', depositAddress, '1');
  operator('chain', 'mine', '3');
  await page.goto('/Account');
  await expectAfterReload(page, () => expect(page.getByTestId('account-LTC-available')).toContainText('1'));

  // The customer's own wallet: another wallet on the node, outside the app.
  await rpc('createwallet', ['e2e-outside']).catch(() => rpc('loadwallet', ['e2e-outside']).catch(() => undefined));
  const outside = await rpc<string>('getnewaddress', ['', 'bech32'], 'e2e-outside');

  await page.goto(WITHDRAW);
  await waitForHydration(page);
  await expect(page.getByTestId('withdraw-network')).toHaveText('Litecoin regtest');
  await expect(page.getByTestId('withdraw-need-address')).toHaveText(message('en', 'chain.withdraw.needAddress'));
  await addAddress(page, email, outside, 'Cold wallet');
  const saved = page.getByTestId('address').filter({ hasText: 'Cold wallet' });
  await expect(saved.getByTestId('address-usable')).toContainText('Usable from');
  await expect(page.getByTestId('withdraw-need-address')).toHaveText(message('en', 'chain.withdraw.addressWaiting'));

  await endWaitOf(outside);
  await page.reload();
  await waitForHydration(page);
  await expect(saved.getByTestId('address-usable')).toHaveText(message('en', 'chain.addresses.usable'));
  const form = page.getByTestId('withdraw-form');
  await form.getByLabel(message('en', 'chain.withdraw.amount')).fill('0.25');
  await expect(page.getByTestId('withdraw-total')).toBeVisible();
  await form.getByRole('button', { name: message('en', 'chain.withdraw.submit') }).click();
  await expect(page.getByTestId('withdraw-done')).toBeVisible();

  // The chain-send job signs and broadcasts within seconds: Process, with the txid linked to the transaction check.
  const row = page.getByTestId('withdrawals').locator('tbody tr').first();
  await expectAfterReload(page, async () => {
    await expect(row.getByTestId('withdrawal-status')).toContainText('Process');
    await expect(row.getByTestId('withdrawal-txid')).toHaveText(/^[0-9a-f]{64}$/);
  });
  const txid = (await row.getByTestId('withdrawal-txid').textContent())!;
  // The node has it, paying the customer's address 0.25 LTC.
  const raw = await rpc<{ vout: { value: number; scriptPubKey: { addresses?: string[]; address?: string } }[] }>('getrawtransaction', [
    txid,
    true,
  ]);
  const paid = raw.vout.find((output) => (output.scriptPubKey.addresses ?? [output.scriptPubKey.address]).includes(outside));
  expect(paid?.value).toBe(0.25);

  operator('chain', 'mine', '3');
  await expectAfterReload(page, () => expect(row.getByTestId('withdrawal-status')).toHaveText('Success'));
  const received = await rpc<{ confirmations: number }>('gettransaction', [txid], 'e2e-outside');
  expect(received.confirmations).toBeGreaterThanOrEqual(3);

  // A second address, cancelled from the e-mail's link without signing in: the page says so, and again when reused.
  const stranger = await rpc<string>('getnewaddress', ['', 'bech32'], 'e2e-outside');
  await addAddress(page, email, stranger, 'Not mine');
  const link = await cancelLinkFromOutbox(page.context(), email, stranger);
  const anonymous = await page.context().browser()!.newContext();
  const visitor = await anonymous.newPage();
  await visitor.goto(link);
  await waitForHydration(visitor);
  await expect(visitor.getByTestId('cancel-address')).toContainText(stranger);
  await visitor.getByTestId('cancel-confirm').click();
  await expect(visitor.getByTestId('cancel-done')).toHaveText(message('en', 'chain.cancel.done'));
  await visitor.reload();
  await expect(visitor.getByTestId('cancel-removed')).toHaveText(message('en', 'chain.cancel.removed'));
  await anonymous.close();
  await page.reload();
  await expect(page.getByTestId('address').filter({ hasText: 'Not mine' })).toHaveCount(0);

  await expectAccessibleAt320(page, [WITHDRAW, '/Transactions_crypto_withdraw?asset=ETH']);
});
