import { sql } from 'drizzle-orm';
import { POST as confirm } from '@/app/api/user/v1/transfers/own/route';
import { POST as quote } from '@/app/api/user/v1/transfers/own/quote/route';
import { db } from '@/lib/server/db';
import { creditFromWorld } from '@/lib/server/ledger/outside-credits';
import { inLedgerTransaction } from '@/lib/server/ledger/post';
import { invalidateQuotes } from '@/lib/server/rates/prices';
import { runCommand } from '@/lib/server/ops/registry';
import type { OwnTransferQuote, OwnTransferReceipt } from '@/lib/views/transfers';
import { callApi } from '../support/api';
import { createUser, resetDatabase } from '../support/db';
import { messageText } from '../support/messages';
import { seedPrices, TEST_PRICES } from '../support/orders';
import { signIn } from '../support/session';

beforeEach(async () => {
  await resetDatabase();
  await seedPrices();
});

const fund = (userId: number, asset: string, units: bigint) =>
  inLedgerTransaction((tx) => creditFromWorld(tx, { userId, asset, amount: units, kind: 'bank-deposit' }));

const askQuote = (token: string, body: unknown) => callApi(quote, 'user/v1/transfers/own/quote', { method: 'POST', token, body });
const confirmQuote = (token: string, id: string, key = crypto.randomUUID()) =>
  callApi(confirm, 'user/v1/transfers/own', { method: 'POST', token, body: { quote: id }, headers: { 'idempotency-key': key } });

const balances = async (userId: number) =>
  Object.fromEntries(
    (
      await db().execute<{ key: string; balance: string }>(
        sql`SELECT asset || ':' || kind AS key, balance FROM ledger_accounts WHERE user_id = ${userId} AND balance <> 0`,
      )
    ).rows.map((row) => [row.key, row.balance]),
  );

async function customerWith(asset: string, units: bigint) {
  const user = await createUser({ verificationLevel: 1 });
  await fund(user.id, asset, units);
  return { user, token: await signIn(user) };
}

test('euros move from the credit account to the cash account as they are, with no fee', async () => {
  const { user, token } = await customerWith('EUR', 100_00n);

  const quoted = await askQuote(token, { from: 'EUR:available', to: 'EUR:cash', amount: '40' });
  expect(quoted.status).toBe(200);
  expect(quoted.data).toMatchObject({ from: { amount: '40', asset: 'EUR' }, to: { amount: '40', asset: 'EUR' }, fee: '0', rate: '1' });
  const done = await confirmQuote(token, (quoted.data as OwnTransferQuote).quote);

  expect(done.status).toBe(200);
  expect((done.data as OwnTransferReceipt).balances).toEqual({ from: '60', to: '40' });
  expect(await balances(user.id)).toEqual({ 'EUR:available': '6000', 'EUR:cash': '4000' });
});

test('euros into bitcoin at the quoted price, the plan’s fee taken in euros; the books stay balanced', async () => {
  const { user, token } = await customerWith('EUR', 1_000_00n);

  // 825 EUR, 1 % fee (basic) = 8.25 EUR, 816.75 EUR at 82,500 EUR/BTC = 0.0099 BTC.
  const quoted = await askQuote(token, { from: 'EUR:available', to: 'BTC:available', amount: '825' });
  expect(quoted.data).toMatchObject({ fee: '8.25', to: { amount: '0.0099', asset: 'BTC' } });
  expect((quoted.data as OwnTransferQuote).rate).toMatch(/^0\.0000121212/);
  expect((await confirmQuote(token, (quoted.data as OwnTransferQuote).quote)).status).toBe(200);

  expect(await balances(user.id)).toEqual({ 'EUR:available': '17500', 'BTC:available': '990000' });
  const { rows } = await db().execute<{ asset: string; total: string }>(
    sql`SELECT asset, sum(balance) AS total FROM ledger_accounts GROUP BY asset`,
  );
  expect(rows.every((row) => row.total === '0')).toBe(true);
  const [history] = (await db().execute<{ kind: string }>(sql`SELECT kind FROM ledger_transactions ORDER BY id DESC LIMIT 1`)).rows;
  expect(history).toEqual({ kind: 'conversion' });
});

describe('a quote is no free option: the price at confirmation decides whether it still holds', () => {
  // 825 EUR, fee 8.25 EUR, 816.75 EUR at 82,500 EUR/BTC = 0.0099 BTC quoted; at confirmation the same euros buy
  // 816.75 / price BTC. The house gives the quoted 0.0099 BTC, so a dearer bitcoin is a move against it.
  async function quotedEuroToBitcoin() {
    const customer = await customerWith('EUR', 1_000_00n);
    const quoted = (await askQuote(customer.token, { from: 'EUR:available', to: 'BTC:available', amount: '825' })).data as OwnTransferQuote;
    expect(quoted.to.amount).toBe('0.0099');
    return { ...customer, quoted };
  }
  const moveBitcoinTo = (eur: string) => seedPrices({ ...TEST_PRICES, BTC: eur });

  test('moved against the house by more than the tolerance: 409 asking for a new quote, nothing posted, the quote not spent', async () => {
    const { user, token, quoted } = await quotedEuroToBitcoin();
    // 816.75 EUR at 83,000 = 0.00984036 BTC: the quoted 0.0099 is 0.60 % more than the market gives.
    await moveBitcoinTo('83000');
    const key = crypto.randomUUID();

    const refused = await confirmQuote(token, quoted.quote, key);

    expect(refused.status).toBe(409);
    expect(refused.envelope.message).toBe(messageText('en', 'ownTransfers.errors.priceChanged'));
    expect(await balances(user.id)).toEqual({ 'EUR:available': '100000' });
    const [row] = (
      await db().execute<{ consumed_at: Date | null }>(sql`SELECT consumed_at FROM conversion_quotes WHERE id = ${quoted.quote}`)
    ).rows;
    expect(row).toEqual({ consumed_at: null });
    // The refusal is kept with its key like any other: the same confirmation is refused again.
    expect((await confirmQuote(token, quoted.quote, key)).envelope.message).toBe(messageText('en', 'ownTransfers.errors.priceChanged'));

    // A new quote is at the new price and goes through.
    const requoted = (await askQuote(token, { from: 'EUR:available', to: 'BTC:available', amount: '825' })).data as OwnTransferQuote;
    expect(requoted.to.amount).toBe('0.00984036');
    expect((await confirmQuote(token, requoted.quote)).status).toBe(200);
    expect(await balances(user.id)).toEqual({ 'EUR:available': '17500', 'BTC:available': '984036' });
  });

  test('selling a coin, a cheaper coin is the move against the house', async () => {
    const { user, token } = await customerWith('BTC', 1_000_000n);
    // 0.0099 BTC after the fee at 82,500 = 816.75 EUR quoted; at 82,000 it is worth 811.80 EUR, 0.61 % less.
    const quoted = (await askQuote(token, { from: 'BTC:available', to: 'EUR:available', amount: '0.01' })).data as OwnTransferQuote;
    expect(quoted.to.amount).toBe('816.75');
    await moveBitcoinTo('82000');

    const refused = await confirmQuote(token, quoted.quote);

    expect(refused.status).toBe(409);
    expect(refused.envelope.message).toBe(messageText('en', 'ownTransfers.errors.priceChanged'));
    expect(await balances(user.id)).toEqual({ 'BTC:available': '1000000' });
  });

  test('moved against the house within the tolerance: fills at the quoted figures', async () => {
    const { user, token, quoted } = await quotedEuroToBitcoin();
    // 816.75 EUR at 82,900 = 0.00985223 BTC: the quoted 0.0099 is 0.48 % more, inside the 0.5 %.
    await moveBitcoinTo('82900');

    const done = await confirmQuote(token, quoted.quote);

    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ from: { amount: '825' }, fee: '8.25', to: { amount: '0.0099' } });
    expect(await balances(user.id)).toEqual({ 'EUR:available': '17500', 'BTC:available': '990000' });
  });

  test('moved in the house’s favour: fills at the quoted figures, not at the better market', async () => {
    const { user, token, quoted } = await quotedEuroToBitcoin();
    await moveBitcoinTo('75000');

    expect((await confirmQuote(token, quoted.quote)).status).toBe(200);
    expect(await balances(user.id)).toEqual({ 'EUR:available': '17500', 'BTC:available': '990000' });
  });

  test('no current price at confirmation: 409 saying so, nothing posted', async () => {
    const { user, token, quoted } = await quotedEuroToBitcoin();
    await db().execute(sql`DELETE FROM coin_prices WHERE symbol = 'BTC'`);
    invalidateQuotes();

    const refused = await confirmQuote(token, quoted.quote);

    expect(refused.status).toBe(409);
    expect(refused.envelope.message).toBe(messageText('en', 'payments.errors.priceUnavailable').replace('{coin}', 'BTC'));
    expect(await balances(user.id)).toEqual({ 'EUR:available': '100000' });
  });
});

test('a crypto source pays the percentage in its own coin; crowns convert at the ratio of the prices', async () => {
  const { user, token } = await customerWith('BTC', 1_000_000n);

  // 0.01 BTC, 1 % = 0.0001 BTC, 0.0099 BTC at 82,500 EUR = 816.75 EUR = 20,418.75 CZK at 25 CZK/EUR.
  const quoted = await askQuote(token, { from: 'BTC:available', to: 'CZK:available', amount: '0.01' });
  expect(quoted.data).toMatchObject({ fee: '0.0001', to: { amount: '20418.75', asset: 'CZK' } });
  expect((await confirmQuote(token, (quoted.data as OwnTransferQuote).quote)).status).toBe(200);
  expect(await balances(user.id)).toEqual({ 'CZK:available': '2041875' });
});

test('a quote is spent once: two confirmations at once move the money once; an expired one moves nothing', async () => {
  const { user, token } = await customerWith('EUR', 100_00n);
  const quoted = (await askQuote(token, { from: 'EUR:available', to: 'EUR:cash', amount: '10' })).data as OwnTransferQuote;

  const both = await Promise.all([confirmQuote(token, quoted.quote), confirmQuote(token, quoted.quote)]);
  expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  expect(both.find((r) => r.status === 409)!.envelope.message).toBe(messageText('en', 'ownTransfers.errors.quoteUsed'));
  expect(await balances(user.id)).toEqual({ 'EUR:available': '9000', 'EUR:cash': '1000' });

  const stale = (await askQuote(token, { from: 'EUR:available', to: 'EUR:cash', amount: '10' })).data as OwnTransferQuote;
  await db().execute(sql`UPDATE conversion_quotes SET expires_at = now() - interval '1 second' WHERE id = ${stale.quote}`);
  const expired = await confirmQuote(token, stale.quote);
  expect(expired.status).toBe(409);
  expect(expired.envelope.message).toBe(messageText('en', 'ownTransfers.errors.quoteExpired'));
  expect(await balances(user.id)).toEqual({ 'EUR:available': '9000', 'EUR:cash': '1000' });
});

test('a retry under the same key answers as the first and moves nothing more', async () => {
  const { user, token } = await customerWith('EUR', 100_00n);
  const quoted = (await askQuote(token, { from: 'EUR:available', to: 'EUR:cash', amount: '10' })).data as OwnTransferQuote;
  const key = crypto.randomUUID();

  const first = await confirmQuote(token, quoted.quote, key);
  const retry = await confirmQuote(token, quoted.quote, key);

  expect(retry.status).toBe(200);
  expect(retry.data).toEqual(first.data);
  expect(await balances(user.id)).toEqual({ 'EUR:available': '9000', 'EUR:cash': '1000' });
});

test('another customer’s quote does not exist for you', async () => {
  const owner = await customerWith('EUR', 100_00n);
  const other = await customerWith('EUR', 100_00n);
  const quoted = (await askQuote(owner.token, { from: 'EUR:available', to: 'EUR:cash', amount: '10' })).data as OwnTransferQuote;

  const refused = await confirmQuote(other.token, quoted.quote);

  expect(refused.status).toBe(404);
  expect(await balances(owner.user.id)).toEqual({ 'EUR:available': '10000' });
});

test.each([
  ['the same account twice', { from: 'EUR:available', to: 'EUR:available', amount: '1' }, 'to', 'ownTransfers.validation.sameAccount'],
  ['an unlisted asset', { from: 'EUR:available', to: 'XYZ:available', amount: '1' }, 'to', 'ownTransfers.validation.account'],
  ['a cash account in crowns', { from: 'EUR:available', to: 'CZK:cash', amount: '1' }, 'to', 'ownTransfers.validation.account'],
  ['an earning account', { from: 'EUR:available', to: 'BTC:staked', amount: '1' }, 'to', 'ownTransfers.validation.account'],
  ['a negative amount', { from: 'EUR:available', to: 'EUR:cash', amount: '-1' }, 'amount', 'payments.validation.amount'],
])('%s is refused on its field', async (_name, body, field, key) => {
  const { token } = await customerWith('EUR', 100_00n);
  const refused = await askQuote(token, body);
  expect(refused.status).toBe(422);
  expect(refused.data.fieldErrors).toMatchObject({ [field]: messageText('en', key) });
});

test('cents below the asset’s scale, more than the balance, and a feature the operator blocked are refused with their reason', async () => {
  const { user, token } = await customerWith('EUR', 100_00n);

  const decimals = await askQuote(token, { from: 'EUR:available', to: 'EUR:cash', amount: '1.001' });
  expect(decimals.status).toBe(422);
  expect(decimals.data.fieldErrors).toMatchObject({ amount: 'EUR has at most 2 decimals.' });
  const tooMuch = await askQuote(token, { from: 'EUR:available', to: 'EUR:cash', amount: '100.01' });
  expect(tooMuch.status).toBe(422);
  expect(tooMuch.envelope.message).toBe(messageText('en', 'ledger.errors.insufficientFunds'));

  await runCommand(['block', 'own-transfers', user.email], 'test-operator');
  const blocked = await askQuote(token, { from: 'EUR:available', to: 'EUR:cash', amount: '1' });
  expect(blocked.status).toBe(403);
  expect(blocked.envelope.message).toBe(messageText('en', 'limits.errors.blocked'));
});

/**
 * The deadlocks PostgreSQL has counted in this database. A backend reports its count when it next goes idle: every
 * pooled connection is asked to flush and then runs one more statement, so the figure includes all of this process's.
 */
async function deadlocksSoFar(): Promise<number> {
  const pool = db().$client;
  const clients = await Promise.all(Array.from({ length: pool.options.max ?? 10 }, () => pool.connect()));
  try {
    await Promise.all(clients.map((client) => client.query('SELECT pg_stat_force_next_flush()')));
    await Promise.all(clients.map((client) => client.query('SELECT 1')));
    const { rows } = await clients[0]!.query<{ deadlocks: string }>(
      'SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()',
    );
    return Number(rows[0]!.deadlocks);
  } finally {
    for (const client of clients) client.release();
  }
}

test('one customer’s quick transfers back and forth, quoted while others post, never deadlock', async () => {
  const { user, token } = await customerWith('EUR', 100_00n);
  const before = await deadlocksSoFar();
  const roundTrip = async (from: string, to: string) => {
    const quoted = await askQuote(token, { from, to, amount: '1' });
    expect(quoted.status).toBe(200);
    expect((await confirmQuote(token, (quoted.data as OwnTransferQuote).quote)).status).toBe(200);
  };

  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let round = 0; round < 6; round++) {
        await roundTrip('EUR:available', 'EUR:cash');
        await roundTrip('EUR:cash', 'EUR:available');
      }
    }),
  );

  expect(await deadlocksSoFar()).toBe(before);
  expect(await balances(user.id)).toEqual({ 'EUR:available': '10000' });
});
