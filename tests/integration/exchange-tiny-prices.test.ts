import { eq, sql } from 'drizzle-orm';
import { pow10 } from '@/lib/money';
import { db, schema } from '@/lib/server/db';
import { matchOrders } from '@/lib/server/exchange/matcher';
import { fillResting } from '@/lib/server/exchange/orders';
import { getExchangePage } from '@/lib/server/exchange/page';
import { holdFunds } from '@/lib/server/ledger/movements';
import { inLedgerTransaction } from '@/lib/server/ledger/post';
import type { ExchangeOrder, ExchangeQuote } from '@/lib/views/exchange';
import { resetDatabase } from '../support/db';
import { askQuote, customerWith, fillQuote, placeOrder } from '../support/exchange';
import { balances, booksBalanced, fund } from '../support/ledger';
import { seedPrices, TEST_PRICES } from '../support/orders';
import { signInAs } from '../support/signed-in';

jest.mock('@/lib/server/auth/session/current', () => ({ requireCustomer: jest.fn() }));

// Bitcoin at 95,000 EUR: PEPE at 0.0000085 EUR is 8.9e-11 BTC and SHIB at 0.000011 EUR 1.2e-10 BTC, where a price kept
// to 10 decimals has no digit or one.
const FEED = { ...TEST_PRICES, BTC: '95000', PEPE: '0.0000085', SHIB: '0.000011', XEM: '0.014' };
const WHOLE = pow10(18);

beforeEach(async () => {
  await resetDatabase();
  await seedPrices(FEED);
});

/** What the house's liquidity account holds of `asset` (what it pays a seller from). */
const liquidity = async (asset: string) =>
  BigInt(
    (
      await db().execute<{ balance: string }>(
        sql`SELECT coalesce(sum(balance), 0) AS balance FROM ledger_accounts WHERE user_id IS NULL AND kind = 'liquidity' AND asset = ${asset}`,
      )
    ).rows[0]!.balance,
  );

/** The order as the customer's order history shows it. */
async function inHistory(user: { id: number }, id: number) {
  signInAs(user);
  return (await getExchangePage()).history.find((order) => order.id === id);
}

test.each(['PEPE', 'SHIB'])(
  'the %s-BTC cycle (a limit buy at 1e-10, then a market sell) creates no bitcoin: the house liquidity never loses, the trial balance stays exact',
  async (coin) => {
    const { user, token } = await customerWith('BTC', 1_000_000n);
    await fund(user.id, coin, 1_000_000n * WHOLE);
    const houseBefore = await liquidity('BTC');

    const buy = await placeOrder(token, { pair: `${coin}-BTC`, side: 'buy', type: 'limit', quantity: '45000000', price: '0.0000000001' });
    await matchOrders();
    const sell = await askQuote(token, { pair: `${coin}-BTC`, side: 'sell', quantity: '46000000' });
    if (sell.status === 200) await fillQuote(token, (sell.data as ExchangeQuote).quote);

    expect(BigInt((await balances(user.id))['BTC:available'] ?? '0')).toBeLessThanOrEqual(1_000_000n);
    expect(await liquidity('BTC')).toBeGreaterThanOrEqual(houseBefore);
    expect(await booksBalanced()).toBe(true);
    // The pair is not offered: its price step would be most of its price.
    expect([buy.status, buy.data]).toEqual([422, { fieldErrors: { pair: 'Choose a listed pair.' } }]);
    expect([sell.status, sell.data]).toEqual([422, { fieldErrors: { pair: 'Choose a listed pair.' } }]);
  },
);

test('an order resting on PEPE-BTC from before is cancelled by the matcher, not filled at zero: its hold comes back and the history says why', async () => {
  const { user } = await customerWith('BTC', 1_000_000n);
  // 45,000,000 PEPE at 1e-10 BTC: 0.0045 BTC and the 1 % fee held, as placing it did before the pair was withdrawn.
  const order = await inLedgerTransaction(async (tx) => {
    const held = 454_500n;
    const holdTransactionId = await holdFunds(tx, { userId: user.id, asset: 'BTC', amount: held, kind: 'exchange' });
    const [row] = await tx
      .insert(schema.exchangeOrders)
      .values({
        userId: user.id,
        side: 'buy',
        type: 'limit',
        base: 'PEPE',
        quote: 'BTC',
        quantity: 45_000_000n * WHOLE,
        limitPrice: 1n,
        status: 'open',
        heldAmount: held,
        holdTransactionId,
      })
      .returning();
    return row!;
  });

  expect(await matchOrders()).toMatchObject({ filled: 0, cancelled: 1 });

  expect(await balances(user.id)).toEqual({ 'BTC:available': '1000000' });
  expect(await booksBalanced()).toBe(true);
  expect(await inHistory(user, order.id)).toMatchObject({ pair: 'PEPE-BTC', status: 'cancelled', reason: 'pairNotListed', held: null });
  expect(await matchOrders()).toMatchObject({ filled: 0, cancelled: 0 });
});

test('a resting buy whose value at the fill price is below the minimum order is cancelled with the reason, not filled', async () => {
  const { user, token } = await customerWith('EUR', 100_00n);
  // 0.0001 BTC at 50,001: 5.01 EUR, just above the 5 EUR minimum, and 0.06 fee held.
  const placed = (await placeOrder(token, { pair: 'BTC-EUR', side: 'buy', type: 'limit', quantity: '0.0001', price: '50001' }))
    .data as ExchangeOrder;
  expect(placed).toMatchObject({ status: 'open', held: { asset: 'EUR', amount: '5.07' } });

  // 49,000 → ask 49,098: the order crosses, but 0.0001 BTC is then worth 4.91 EUR.
  await seedPrices({ ...FEED, BTC: '49000' });
  expect(await matchOrders()).toMatchObject({ filled: 0, cancelled: 1 });

  expect(await balances(user.id)).toEqual({ 'EUR:available': '10000' });
  expect(await booksBalanced()).toBe(true);
  expect(await inHistory(user, placed.id)).toMatchObject({ status: 'cancelled', reason: 'minNotional', fillPrice: null });
});

test('a fill is re-checked when it happens: at a price of zero the order is cancelled with the reason and its hold released', async () => {
  const { user, token } = await customerWith('EUR', 1_000_00n);
  const placed = (await placeOrder(token, { pair: 'BTC-EUR', side: 'buy', type: 'limit', quantity: '0.01', price: '80000' }))
    .data as ExchangeOrder;

  const closed = await inLedgerTransaction(async (tx) => {
    const [order] = await tx.select().from(schema.exchangeOrders).where(eq(schema.exchangeOrders.id, placed.id)).for('update');
    return fillResting(tx, order!, 'basic', { mid: 0n, bid: 0n, ask: 0n, updatedAt: new Date() });
  });

  expect(closed).toMatchObject({ status: 'cancelled', cancelReason: 'noPrice', fillPrice: null });
  expect(await balances(user.id)).toEqual({ 'EUR:available': '100000' });
  expect(await booksBalanced()).toBe(true);
});

test('a pair whose live price has too few digits for its step is closed, never priced at zero or coarsely', async () => {
  const { token } = await customerWith('BTC', 1_000_000n);

  // XEM at 0.0045 EUR is 4.7e-8 BTC: 474 steps of 1e-10, each more than 0.1 % of the price.
  await seedPrices({ ...FEED, XEM: '0.0045' });
  const coarse = await askQuote(token, { pair: 'XEM-BTC', side: 'buy', quantity: '10000' });
  expect([coarse.status, coarse.envelope.message]).toEqual([
    409,
    'The XEM-BTC market is closed: there is no current price. Try again in a few minutes.',
  ]);

  // PEPE at 0.00000000004 EUR rounds to nothing at 10 decimals: its euro market closes too.
  await seedPrices({ ...FEED, PEPE: '0.00000000004' });
  const { token: euros } = await customerWith('EUR', 100_00n);
  const zero = await askQuote(euros, { pair: 'PEPE-EUR', side: 'buy', quantity: '1000000' });
  expect([zero.status, zero.envelope.message]).toEqual([
    409,
    'The PEPE-EUR market is closed: there is no current price. Try again in a few minutes.',
  ]);
});

test('a limit price that is zero at 10 decimals is refused when the order is placed', async () => {
  const { user, token } = await customerWith('EUR', 100_00n);
  for (const price of ['0.00000000004', '0.000000000000001']) {
    const answer = await placeOrder(token, { pair: 'PEPE-EUR', side: 'buy', type: 'limit', quantity: '1000000', price });
    expect([price, answer.status, answer.data]).toEqual([
      price,
      422,
      { fieldErrors: { price: 'The price must be above zero and a multiple of 0.0000000001.' } },
    ]);
  }
  const zero = await placeOrder(token, { pair: 'PEPE-EUR', side: 'buy', type: 'limit', quantity: '1000000', price: '0' });
  expect([zero.status, zero.data]).toEqual([422, { fieldErrors: { price: 'Enter a positive amount, e.g. 0.05.' } }]);
  expect(await balances(user.id)).toEqual({ 'EUR:available': '10000' });
});
