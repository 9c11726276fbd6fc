import { toUnits } from '@/lib/money';
import { getDashboardPage } from '@/lib/server/accounts/page';
import { matchOrders } from '@/lib/server/exchange/matcher';
import { getExchangePage } from '@/lib/server/exchange/page';
import type { ExchangeOrder, ExchangeQuote } from '@/lib/views/exchange';
import { resetDatabase } from '../support/db';
import { askQuote, cancelOrder, customerWith, fillQuote, placeOrder } from '../support/exchange';
import { balances, booksBalanced } from '../support/ledger';
import { seedPrices, TEST_PRICES } from '../support/orders';
import { signInAs } from '../support/signed-in';

jest.mock('@/lib/server/auth/session/current', () => ({ requireCustomer: jest.fn() }));
jest.mock('next-intl/server', () => ({ getLocale: async () => 'en' }));

beforeEach(async () => {
  await resetDatabase();
  await seedPrices();
});

// BTC at 82,500 EUR with the 0.2 % spread: ask 82,665. The basic plan's crypto_trading fee: 1 %; BTC-EUR's quantity step
// 0.0000001, minimum order 5 EUR.

describe('a market buy entered as the euros to spend', () => {
  test('quotes the most whole steps €50 buys, fee included, and the fill spends what was quoted, never more than €50', async () => {
    const { user, token } = await customerWith('EUR', 1_000_00n);

    const quoted = await askQuote(token, { pair: 'BTC-EUR', side: 'buy', spend: '50' });

    expect(quoted.status).toBe(200);
    // Fee on 50 = 0.50, so 49.50 buys 0.0005988 BTC at 82,665 (49.49989… rounded up to 49.50), fee 0.50.
    const quote = quoted.data as ExchangeQuote;
    expect(quote).toMatchObject({ quantity: '0.0005988', price: '82665', notional: '49.5', fee: '0.5' });
    expect(toUnits(quote.pay.amount, 2)).toBeLessThanOrEqual(50_00n);
    const filled = await fillQuote(token, quote.quote);
    expect(filled.data).toMatchObject({ status: 'filled', quantity: '0.0005988', filled: '0.0005988', averagePrice: '82665' });
    expect(await balances(user.id)).toEqual({ 'EUR:available': '95000', 'BTC:available': '59880' });
    expect(await booksBalanced()).toBe(true);
  });

  test('an amount that buys less than the pair’s minimum is refused on the amount, saying the minimum', async () => {
    const { token } = await customerWith('EUR', 1_000_00n);

    const refused = await askQuote(token, { pair: 'BTC-EUR', side: 'buy', spend: '4' });

    expect(refused.status).toBe(422);
    expect(refused.data).toEqual({ fieldErrors: { spend: 'The minimum order value is 5 EUR.' } });
  });

  test('a sell cannot be given as an amount to spend, and an order gives the quantity or the amount, not both', async () => {
    const { token } = await customerWith('BTC', 1_000_000n);

    const sell = await askQuote(token, { pair: 'BTC-EUR', side: 'sell', spend: '50' });
    const both = await askQuote(token, { pair: 'BTC-EUR', side: 'buy', spend: '50', quantity: '0.001' });

    expect(sell.status).toBe(422);
    expect(sell.data).toEqual({ fieldErrors: { spend: 'An amount to spend is for buying; to sell, give the quantity.' } });
    expect(both.status).toBe(422);
    expect(both.data).toEqual({ fieldErrors: { spend: 'Give either the quantity or the amount to spend, not both.' } });
  });
});

test('the order history shows how much of each order filled and at what average price', async () => {
  const { user, token } = await customerWith('EUR', 1_000_00n);
  signInAs(user);
  const market = await fillQuote(
    token,
    ((await askQuote(token, { pair: 'BTC-EUR', side: 'buy', quantity: '0.001' })).data as ExchangeQuote).quote,
  );
  const resting = (await placeOrder(token, { pair: 'BTC-EUR', side: 'buy', type: 'limit', quantity: '0.002', price: '80000' }))
    .data as ExchangeOrder;
  const cancelled = (await placeOrder(token, { pair: 'BTC-EUR', side: 'buy', type: 'limit', quantity: '0.003', price: '70000' }))
    .data as ExchangeOrder;
  await cancelOrder(token, cancelled.id);
  // 79,000 → ask 79,158: the resting limit buy fills there, below its limit.
  await seedPrices({ ...TEST_PRICES, BTC: '79000' });
  await matchOrders();

  const { history } = await getExchangePage();

  const byId = new Map(history.map((order) => [order.id, order]));
  expect(byId.get((market.data as ExchangeOrder).id)).toMatchObject({ quantity: '0.001', filled: '0.001', averagePrice: '82665' });
  expect(byId.get(resting.id)).toMatchObject({ quantity: '0.002', filled: '0.002', averagePrice: '79158' });
  expect(byId.get(cancelled.id)).toMatchObject({ quantity: '0.003', filled: '0', averagePrice: null });
});

test('a resting order’s hold shows once on the dashboard, as held for the open order', async () => {
  const { user, token } = await customerWith('EUR', 1_000_00n);
  signInAs(user);
  // 0.001 BTC at 80,000: 80.00 + 0.80 fee held.
  await placeOrder(token, { pair: 'BTC-EUR', side: 'buy', type: 'limit', quantity: '0.001', price: '80000' });

  const { records } = await getDashboardPage();

  const exchange = records.find((record) => record.id === 'exchangeRecords')!;
  expect(exchange.entries).toHaveLength(1);
  expect(exchange.entries[0]).toMatchObject({ status: 'pending', amount: '80.8', heldForOrder: true, account: { asset: 'EUR' } });
});
