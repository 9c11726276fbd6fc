// Run by bench/matcher.mjs with DATABASE_URL set. 10,000 resting BTC-EUR limit buys over 200 customers (50 each, the
// most one may have), half at 80,000 and half at 70,000; the price moves from 82,500 to 79,000, so the provider's ask
// (79,158) crosses the first half. Measured:
//   - baseline: a bare conditional UPDATE (`… SET status = 'filled' WHERE id = $1 AND status = 'open'`), one autocommit
//     statement per order, over a copy of the 5,000 crossing rows: what a fill costs with no money moving;
//   - the matcher (matchOrders: SKIP LOCKED batches, one ledger settlement and one conditional update per order);
//   - with MATCHERS=2 (default 1) that many matchers at once;
//   - the time from the refresh (the new price stored) to the last fill's commit.
// Fails when an order fills twice or not at all, or the books do not balance.
import { sql } from 'drizzle-orm';
import { db } from '@/lib/server/db';
import { migrateDatabase } from '@/lib/server/db/migrate';
import { matchOrders } from '@/lib/server/exchange/matcher';
import { invalidateQuotes } from '@/lib/server/rates/prices';
import { storeQuotes, upsertCoins } from '@/lib/server/rates/store';
import { seedRestingBuys } from '../tests/support/exchange';
import { runMain } from './run-main';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const PER_CUSTOMER = 50;
const MATCHERS = Number(process.env.MATCHERS ?? 1);

async function priceBitcoin(eur: string) {
  await upsertCoins(db());
  await storeQuotes(
    db(),
    (['EUR', 'CZK'] as const).map((currency) => ({
      symbol: 'BTC',
      currency,
      price: currency === 'EUR' ? eur : String(Number(eur) * 25),
      change24hPercent: '0',
      marketCap: '1',
      volume24h: '1',
    })),
    'bench',
    new Date(),
  );
  invalidateQuotes();
}

async function main() {
  await migrateDatabase(db());
  await priceBitcoin('82500');
  const seeding = Date.now();
  await seedRestingBuys({
    customers: ORDERS / PER_CUSTOMER,
    perCustomer: PER_CUSTOMER,
    quantity: 10_000n,
    limits: [800_000_000_000_000n, 700_000_000_000_000n],
  });
  await db().execute(sql`ANALYZE`);
  console.log(`bench:matcher  ${ORDERS.toLocaleString('en')} resting orders seeded in ${Date.now() - seeding} ms`);

  await db().execute(
    sql`CREATE UNLOGGED TABLE bench_orders AS SELECT id, status FROM exchange_orders WHERE limit_price >= 800000000000000`,
  );
  await db().execute(sql`ALTER TABLE bench_orders ADD PRIMARY KEY (id)`);
  const { rows: ids } = await db().execute<{ id: string }>(sql`SELECT id FROM bench_orders ORDER BY id`);
  const bareStart = performance.now();
  for (const { id } of ids) await db().execute(sql`UPDATE bench_orders SET status = 'filled' WHERE id = ${id} AND status = 'open'`);
  const bareRate = ids.length / ((performance.now() - bareStart) / 1000);

  await priceBitcoin('79000');
  const { rows: refreshed } = await db().execute<{ at: Date }>(sql`SELECT max(updated_at) AS at FROM coin_prices`);
  const start = performance.now();
  const summaries = await Promise.all(Array.from({ length: MATCHERS }, () => matchOrders()));
  const seconds = (performance.now() - start) / 1000;
  const filled = summaries.reduce((sum, summary) => sum + summary.filled, 0);
  const { rows: last } = await db().execute<{ ms: string }>(
    sql`SELECT extract(epoch FROM max(closed_at) - ${refreshed[0]!.at}::timestamptz) * 1000 AS ms FROM exchange_orders WHERE status = 'filled'`,
  );
  const { rows: check } = await db().execute<{ filled: number; posted: number; unbalanced: number }>(sql`
    SELECT (SELECT count(*)::int FROM exchange_orders WHERE status = 'filled') AS filled,
           (SELECT count(*)::int FROM exchange_orders o JOIN ledger_transactions t ON t.id = o.hold_transaction_id
             WHERE t.status = 'posted') AS posted,
           (SELECT count(*)::int FROM (SELECT asset FROM ledger_accounts GROUP BY asset HAVING sum(balance) <> 0) a) AS unbalanced`);

  const rate = filled / seconds;
  console.log(
    `  bare conditional UPDATE loop   ${Math.round(bareRate).toLocaleString('en')} updates/s (${ids.length.toLocaleString('en')} rows)`,
  );
  console.log(
    `  matcher (${MATCHERS} worker${MATCHERS > 1 ? 's' : ''})             ${Math.round(rate).toLocaleString('en')} fills/s (${filled.toLocaleString('en')} fills in ${seconds.toFixed(2)} s), ${(rate / bareRate).toFixed(2)} of the bare loop`,
  );
  console.log(`  refresh → last fill            ${Math.round(Number(last[0]!.ms)).toLocaleString('en')} ms`);
  const ok = filled === ORDERS / 2 && check[0]!.filled === ORDERS / 2 && check[0]!.posted === ORDERS / 2 && check[0]!.unbalanced === 0;
  console.log(ok ? '  every crossing order filled once, the books balanced' : `  INVARIANT BROKEN: ${JSON.stringify(check[0])}`);
  return ok ? 0 : 1;
}

runMain(main);
