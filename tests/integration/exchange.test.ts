import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { toUnits } from '@/lib/money';
import { db } from '@/lib/server/db';
import { matchOrders } from '@/lib/server/exchange/matcher';
import { buyForAmount } from '@/lib/server/exchange/orders';
import { inLedgerTransaction } from '@/lib/server/ledger/post';
import { runCommand } from '@/lib/server/ops/registry';
import type { ExchangeOrder, ExchangeQuote } from '@/lib/views/exchange';
import { resetDatabase } from '../support/db';
import { askQuote, cancelOrder, customerWith, fillQuote, placeOrder, seedRestingBuys } from '../support/exchange';
import { balances, booksBalanced, fund } from '../support/ledger';
import { seedPrices, TEST_PRICES } from '../support/orders';

beforeEach(async () => {
  await resetDatabase();
  await seedPrices();
});

const moveBitcoinTo = (eur: string) => seedPrices({ ...TEST_PRICES, BTC: eur });

// BTC at 82,500 EUR with the 0.2 % spread: bid 82,335, ask 82,665. The basic plan's crypto_trading fee: 1 %.

test('a market buy fills at the ask with the plan’s fee, one journal transaction, the books balanced', async () => {
  const { user, token } = await customerWith('EUR', 1_000_00n);

  const quoted = await askQuote(token, { pair: 'BTC-EUR', side: 'buy', quantity: '0.01' });
  expect(quoted.status).toBe(200);
  // 0.01 × 82,665 = 826.65 EUR, fee 8.2665 → 8.27 EUR.
  expect(quoted.data).toMatchObject({ price: '82665', notional: '826.65', fee: '8.27', pay: { asset: 'EUR', amount: '834.92' } });
  const filled = await fillQuote(token, (quoted.data as ExchangeQuote).quote);

  expect(filled.status).toBe(200);
  expect(filled.data).toMatchObject({ type: 'market', status: 'filled', fillPrice: '82665', fee: '8.27', held: null });
  expect(await balances(user.id)).toEqual({ 'EUR:available': '16508', 'BTC:available': '1000000' });
  expect(await booksBalanced()).toBe(true);
  const kinds = await db().execute<{ kind: string }>(sql`SELECT kind FROM ledger_transactions WHERE kind = 'exchange'`);
  expect(kinds.rows).toHaveLength(1);
});

test('a market quote whose price moved against the house beyond the tolerance is refused: review the new quote', async () => {
  const { user, token } = await customerWith('EUR', 1_000_00n);
  const quoted = (await askQuote(token, { pair: 'BTC-EUR', side: 'buy', quantity: '0.01' })).data as ExchangeQuote;

  await moveBitcoinTo('83500');
  const refused = await fillQuote(token, quoted.quote);

  expect(refused.status).toBe(409);
  expect(refused.envelope.message).toBe('The price changed: review the new quote.');
  expect(await balances(user.id)).toEqual({ 'EUR:available': '100000' });
});

test('a limit buy holds its funds (“in orders”), fills at the ask once the feed crosses it, and gives back the change', async () => {
  const { user, token } = await customerWith('EUR', 1_000_00n);

  // 0.01 BTC at 80,000: 800.00 + 8.00 fee held.
  const placed = await placeOrder(token, { pair: 'BTC-EUR', side: 'buy', type: 'limit', quantity: '0.01', price: '80000' });
  expect(placed.status).toBe(200);
  expect(placed.data).toMatchObject({ status: 'open', held: { asset: 'EUR', amount: '808' } });
  expect(await balances(user.id)).toEqual({ 'EUR:available': '19200', 'EUR:held': '80800' });

  expect(await matchOrders()).toMatchObject({ filled: 0 });
  // 79,000 → ask 79,158 ≤ 80,000: 791.58 + 7.92 fee; 8.50 of the hold comes back.
  await moveBitcoinTo('79000');
  expect(await matchOrders()).toMatchObject({ filled: 1 });

  expect(await balances(user.id)).toEqual({ 'EUR:available': '20050', 'BTC:available': '1000000' });
  expect(await booksBalanced()).toBe(true);
  expect(await matchOrders()).toMatchObject({ filled: 0 });
});

test('cancel releases the hold in the same transaction; a second cancel is refused', async () => {
  const { user, token } = await customerWith('EUR', 1_000_00n);
  const placed = (await placeOrder(token, { pair: 'BTC-EUR', side: 'buy', type: 'limit', quantity: '0.01', price: '80000' }))
    .data as ExchangeOrder;

  const cancelled = await cancelOrder(token, placed.id);
  expect(cancelled.data).toMatchObject({ status: 'cancelled', held: null });
  expect(await balances(user.id)).toEqual({ 'EUR:available': '100000' });

  expect((await cancelOrder(token, placed.id)).status).toBe(409);
  const stranger = await customerWith('EUR', 1n);
  expect((await cancelOrder(stranger.token, placed.id)).status).toBe(404);
});

test('a stop-loss sell waits until the price crosses its stop, then fills as a limit order', async () => {
  const { user, token } = await customerWith('BTC', 1_000_000n);

  const refused = await placeOrder(token, {
    pair: 'BTC-EUR',
    side: 'sell',
    type: 'stop_limit',
    quantity: '0.01',
    price: '81000',
    stop: '80000',
  });
  expect(refused.status).toBe(422);
  expect(refused.data).toEqual({
    fieldErrors: { stop: 'For a stop-loss sell the stop must be below the market price and not below the limit.' },
  });

  const placed = await placeOrder(token, {
    pair: 'BTC-EUR',
    side: 'sell',
    type: 'stop_limit',
    quantity: '0.01',
    price: '79000',
    stop: '80000',
  });
  expect(placed.data).toMatchObject({ status: 'waiting', held: { asset: 'BTC', amount: '0.01' } });
  await moveBitcoinTo('81000');
  expect(await matchOrders()).toMatchObject({ triggered: 0, filled: 0 });

  // 80,000 → bid 79,840 ≤ stop and ≥ limit: 798.40 EUR, fee 7.99.
  await moveBitcoinTo('80000');
  expect(await matchOrders()).toMatchObject({ triggered: 1, filled: 1 });
  expect(await balances(user.id)).toEqual({ 'EUR:available': '79041' });
  expect(await booksBalanced()).toBe(true);
});

describe('the trading refusals a customer can meet', () => {
  test('lot size, minimum quantity, price filter and minimum order value', async () => {
    const { token } = await customerWith('EUR', 1_000_00n);
    const order = (fields: Record<string, string>) =>
      placeOrder(token, { pair: 'BTC-EUR', side: 'buy', type: 'limit', quantity: '0.01', price: '80000', ...fields });

    const refusal = async (fields: Record<string, string>) => {
      const answer = await order(fields);
      expect(answer.status).toBe(422);
      return (answer.data as { fieldErrors: unknown }).fieldErrors;
    };

    expect(await refusal({ quantity: '0.00000005' })).toEqual({ quantity: 'The quantity must be a multiple of 0.0000001.' });
    expect(await refusal({ quantity: '0.0000005' })).toEqual({ quantity: 'The minimum quantity is 0.000001.' });
    expect(await refusal({ price: '80000.001' })).toEqual({ price: 'The price must be above zero and a multiple of 0.01.' });
    expect(await refusal({ quantity: '0.00005' })).toEqual({ quantity: 'The minimum order value is 5 EUR.' });
  });

  test('insufficient balance, and a stale feed closes the market', async () => {
    const { token } = await customerWith('EUR', 100_00n);
    const poor = await placeOrder(token, { pair: 'BTC-EUR', side: 'buy', type: 'limit', quantity: '0.01', price: '80000' });
    expect(poor.status).toBe(422);

    await db().execute(sql`UPDATE coin_prices SET updated_at = now() - interval '1 hour'`);
    const closed = await askQuote(token, { pair: 'BTC-EUR', side: 'buy', quantity: '0.0001' });
    expect(closed.status).toBe(409);
    expect(closed.envelope.message).toBe('The BTC-EUR market is closed: there is no current price. Try again in a few minutes.');
  });

  // Fifty-two orders through the API take seconds on a loaded machine, beyond Jest's default 5 s.
  test('too many open orders, and the same key twice places one order', async () => {
    const { user, token } = await customerWith('EUR', 10_000_00n);
    const small = { pair: 'BTC-EUR', side: 'buy', type: 'limit', quantity: '0.0001', price: '60000' };
    const key = crypto.randomUUID();
    expect((await placeOrder(token, small, key)).status).toBe(200);
    expect((await placeOrder(token, small, key)).status).toBe(200);
    for (let i = 1; i < 50; i++) expect((await placeOrder(token, small)).status).toBe(200);
    const tooMany = await placeOrder(token, small);
    expect(tooMany.status).toBe(422);
    expect(tooMany.envelope.message).toBe('You have too many open orders (at most 50). Cancel one first.');
    const { rows } = await db().execute(sql`SELECT id FROM exchange_orders WHERE user_id = ${user.id}`);
    expect(rows).toHaveLength(50);
  }, 30_000);
});

test('set-price is refused in a deployment', async () => {
  const saved = { ...process.env };
  Object.assign(process.env, { NODE_ENV: 'production', EMBEDDED_DB: '' });
  try {
    await expect(runCommand(['set-price', 'BTC', 'EUR', '1'], 'test-operator')).rejects.toThrow(/demo and test databases only/);
  } finally {
    Object.assign(process.env, saved);
  }
});

test('two matchers over 1,000 crossing orders: each order fills once, every hold posted once, the books balanced', async () => {
  // 1,000 buys at 80,000 that cross once BTC falls to 79,000, beside 1,000 at 70,000 that do not.
  const users = await seedRestingBuys({
    customers: 40,
    perCustomer: 50,
    quantity: 10_000n,
    limits: [800_000_000_000_000n, 700_000_000_000_000n],
  });
  await moveBitcoinTo('79000');

  const started = Date.now();
  const [first, second] = await Promise.all([matchOrders(), matchOrders()]);
  console.log(`two matchers: ${first.filled} + ${second.filled} fills in ${Date.now() - started} ms`);

  expect(first.filled + second.filled).toBe(1_000);
  const { rows } = await db().execute<{ status: string; orders: number; posted: number }>(sql`
    SELECT o.status, count(*)::int AS orders, count(*) FILTER (WHERE t.status = 'posted')::int AS posted
      FROM exchange_orders o JOIN ledger_transactions t ON t.id = o.hold_transaction_id GROUP BY o.status ORDER BY o.status`);
  expect(rows).toEqual([
    { status: 'filled', orders: 1_000, posted: 1_000 },
    { status: 'open', orders: 1_000, posted: 0 },
  ]);
  const { rows: bitcoin } = await db().execute<{ balance: string }>(
    sql`SELECT balance FROM ledger_accounts WHERE asset = 'BTC' AND kind = 'available' AND user_id = ANY(${`{${users.join(',')}}`}::bigint[])`,
  );
  // 25 filled orders of 0.0001 BTC per customer.
  expect(bitcoin.map((row) => row.balance)).toEqual(users.map(() => '250000'));
  expect(await booksBalanced()).toBe(true);
}, 120_000);

describe('property: any sequence of place, cancel and price moves', () => {
  const step = fc.oneof(
    fc.record({
      op: fc.constant('place' as const),
      who: fc.integer({ min: 0, max: 1 }),
      side: fc.constantFrom('buy' as const, 'sell' as const),
      stop: fc.boolean(),
      quantity: fc.constantFrom('0.001', '0.005', '0.01'),
      offset: fc.integer({ min: -400, max: 400 }),
      gap: fc.integer({ min: 0, max: 200 }),
    }),
    fc.record({ op: fc.constant('cancel' as const), who: fc.integer({ min: 0, max: 1 }), nth: fc.nat(5) }),
    fc.record({ op: fc.constant('move' as const), eur: fc.integer({ min: 76_000, max: 89_000 }) }),
  );
  /** A price `basisPoints` from `eur`, on the cent tick. */
  const priceAt = (eur: number, basisPoints: number) => (Math.round(eur * (10_000 + basisPoints)) / 10_000).toFixed(2);

  test('keeps every asset balanced, holds equal to the open orders, and no customer below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        await resetDatabase();
        await seedPrices();
        const customers = [await customerWith('EUR', 2_000_00n), await customerWith('EUR', 2_000_00n)];
        for (const { user } of customers) await fund(user.id, 'BTC', 5_000_000n);
        const placed: number[][] = [[], []];
        let eur = 82_500;
        for (const s of steps) {
          let status: number;
          if (s.op === 'move') {
            eur = s.eur;
            await moveBitcoinTo(String(eur));
            await matchOrders();
            continue;
          } else if (s.op === 'place') {
            const sign = s.side === 'sell' ? -1 : 1;
            const stop = priceAt(eur, sign * (10 + s.gap));
            const limit = s.stop ? priceAt(eur, sign * (10 + s.gap * 2)) : priceAt(eur, s.offset);
            const answer = await placeOrder(customers[s.who]!.token, {
              pair: 'BTC-EUR',
              side: s.side,
              type: s.stop ? 'stop_limit' : 'limit',
              quantity: s.quantity,
              price: limit,
              ...(s.stop ? { stop } : {}),
            });
            status = answer.status;
            if (status === 200) placed[s.who]!.push((answer.data as ExchangeOrder).id);
          } else {
            const id = placed[s.who]![s.nth % Math.max(1, placed[s.who]!.length)];
            if (id === undefined) continue;
            status = (await cancelOrder(customers[s.who]!.token, id)).status;
          }
          expect([200, 409, 422]).toContain(status);
        }
        expect(await booksBalanced()).toBe(true);
        const { rows: negative } = await db().execute(sql`SELECT id FROM ledger_accounts WHERE user_id IS NOT NULL AND balance < 0`);
        expect(negative).toEqual([]);
        const { rows: holds } = await db().execute<{ held: string; resting: string }>(sql`
          SELECT a.balance AS held, coalesce((SELECT sum(o.held_amount) FROM exchange_orders o
                   WHERE o.user_id = a.user_id AND o.status IN ('waiting', 'open')
                     AND (CASE o.side WHEN 'buy' THEN o.quote ELSE o.base END) = a.asset), 0) AS resting
            FROM ledger_accounts a WHERE a.kind = 'held'`);
        for (const row of holds) expect(row.held).toBe(row.resting);
      }),
      { numRuns: 25, seed: 20261126 },
    );
  }, 300_000);
});

test('a buy for an amount (what a recurring buy calls) spends at most the amount, fee included, at the ask', async () => {
  const { user } = await customerWith('EUR', 100_00n);

  // 50 EUR: fee on 50 = 0.50, so 49.50 buys 0.00059880 BTC at 82,665 (49.49989…, 49.50 rounded up), fee 0.50.
  const order = await inLedgerTransaction((tx) => buyForAmount(tx, user.id, 'BTC-EUR', 50_00n));

  expect(order).toMatchObject({ type: 'market', status: 'filled', quantity: '0.0005988', fillPrice: '82665', fee: '0.5' });
  expect(await balances(user.id)).toEqual({ 'EUR:available': '5000', 'BTC:available': '59880' });
  expect(await booksBalanced()).toBe(true);
});

test('an order past its expiry is closed as expired and its hold released by the matcher run', async () => {
  const { user, token } = await customerWith('EUR', 1_000_00n);
  const placed = (await placeOrder(token, { pair: 'BTC-EUR', side: 'buy', type: 'limit', quantity: '0.01', price: '80000', expiry: 'day' }))
    .data as ExchangeOrder;
  expect(placed.expiresAt).not.toBeNull();

  await db().execute(sql`UPDATE exchange_orders SET expires_at = now() - interval '1 second' WHERE id = ${placed.id}`);
  expect(await matchOrders()).toMatchObject({ expired: 1, filled: 0 });

  expect(await balances(user.id)).toEqual({ 'EUR:available': '100000' });
  const { rows } = await db().execute<{ status: string }>(sql`SELECT status FROM exchange_orders WHERE id = ${placed.id}`);
  expect(rows).toEqual([{ status: 'expired' }]);
});

test('a stop-loss buy must sit above the market and not above its limit; it triggers when the ask reaches the stop', async () => {
  const { user, token } = await customerWith('EUR', 1_000_00n);
  const order = (stop: string, price: string) =>
    placeOrder(token, { pair: 'BTC-EUR', side: 'buy', type: 'stop_limit', quantity: '0.01', price, stop });

  expect((await order('82000', '85000')).data).toEqual({
    fieldErrors: { stop: 'For a stop-loss buy the stop must be above the market price and not above the limit.' },
  });
  // 0.01 at the 85,000 limit: 850.00 + 8.50 held.
  expect((await order('84000', '85000')).data).toMatchObject({ status: 'waiting', held: { asset: 'EUR', amount: '858.5' } });

  // 84,000 → ask 84,168 ≥ stop, ≤ limit: 841.68 + 8.42 fee; 8.40 of the hold comes back.
  await moveBitcoinTo('84000');
  expect(await matchOrders()).toMatchObject({ triggered: 1, filled: 1 });
  expect(await balances(user.id)).toEqual({ 'EUR:available': '14990', 'BTC:available': '1000000' });
});

test('a limit buy that already crosses the market when placed fills at once, at the ask, with nothing left held', async () => {
  const { user, token } = await customerWith('EUR', 1_000_00n);

  // The ask is 82,665, below the 83,000 limit: filled now at the ask, as a market buy of 0.01 would be.
  const placed = await placeOrder(token, { pair: 'BTC-EUR', side: 'buy', type: 'limit', quantity: '0.01', price: '83000' });

  expect(placed.status).toBe(200);
  expect(placed.data).toMatchObject({ type: 'limit', status: 'filled', fillPrice: '82665', fee: '8.27', held: null });
  expect(await balances(user.id)).toEqual({ 'EUR:available': '16508', 'BTC:available': '1000000' });
  expect(await booksBalanced()).toBe(true);
  expect(await matchOrders()).toMatchObject({ filled: 0 });
});

test('a market sell fills at the bid and pays the proceeds less the fee', async () => {
  const { user, token } = await customerWith('BTC', 1_000_000n);

  const quoted = await askQuote(token, { pair: 'BTC-EUR', side: 'sell', quantity: '0.01' });
  // 0.01 × 82,335 = 823.35 EUR, fee 8.2335 → 8.24 EUR: 815.11 EUR received.
  expect(quoted.data).toMatchObject({ price: '82335', notional: '823.35', fee: '8.24', receive: { asset: 'EUR', amount: '815.11' } });
  const filled = await fillQuote(token, (quoted.data as ExchangeQuote).quote);

  expect(filled.data).toMatchObject({ side: 'sell', type: 'market', status: 'filled', fillPrice: '82335' });
  expect(await balances(user.id)).toEqual({ 'EUR:available': '81511' });
  expect(await booksBalanced()).toBe(true);
});

test('a CZK pair trades at the feed’s crown price with its own spread and minimum', async () => {
  const { user, token } = await customerWith('CZK', 30_000_00n);

  const tooSmall = await askQuote(token, { pair: 'BTC-CZK', side: 'buy', quantity: '0.00005' });
  expect(tooSmall.status).toBe(422);
  expect(tooSmall.data).toEqual({ fieldErrors: { quantity: 'The minimum order value is 125 CZK.' } });

  // 82,500 EUR × 25 = 2,062,500 CZK; the ask 0.2 % above: 2,066,625 CZK. 0.01 BTC = 20,666.25 CZK.
  const quoted = (await askQuote(token, { pair: 'BTC-CZK', side: 'buy', quantity: '0.01' })).data as ExchangeQuote;
  expect(quoted).toMatchObject({ price: '2066625', notional: '20666.25', pay: { asset: 'CZK' } });
  await fillQuote(token, quoted.quote);

  expect(await balances(user.id)).toEqual({
    'BTC:available': '1000000',
    'CZK:available': String(30_000_00n - toUnits(quoted.pay.amount, 2)),
  });
  expect(await booksBalanced()).toBe(true);
});
