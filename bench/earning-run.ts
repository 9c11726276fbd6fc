// Run by bench/earning.mjs with DATABASE_URL set. Builds 10,000 customers with 10 flexible stakes each (100,000 stakes,
// their principal posted from world to their staked accounts), then times one daily reward run (the app's accrueDay:
// the (stake, day) keys, one posting per batch, the stakes' totals) beside a bare INSERT … SELECT of the same 100,000
// rows into a copy of earning_accruals in the same run, then a second day and a repeated day (nothing to pay). Fails
// when a run misses a stake, pays one twice, or leaves the books unbalanced.
import { sql } from 'drizzle-orm';
import { db } from '@/lib/server/db';
import { migrateDatabase } from '@/lib/server/db/migrate';
import { accrueDay } from '@/lib/server/earning/rewards';
import { addDays, utcDay } from '@/lib/server/earning/stakes';
import { houseAccount } from '@/lib/server/ledger/accounts';
import { runMain } from './run-main';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 10_000);
const STAKES_EACH = 10;
const STAKES = CUSTOMERS * STAKES_EACH;
const PRINCIPAL = 10_000_000n; // 0.1 BTC a stake

async function setUp(day: string) {
  const database = db();
  await database.execute(sql`
    INSERT INTO users (email, password_hash, profile_type, first_name, last_name, verification_level, email_verified_at, phone_verified_at)
    SELECT 'bench-earning-' || i || '@kryptomat.test', 'x', 'personal', 'Bench', 'Staker', 2, now(), now() FROM generate_series(1, ${CUSTOMERS}) AS i`);
  const world = await houseAccount(database, 'world', 'BTC');
  await database.execute(sql`INSERT INTO ledger_accounts (user_id, asset, kind) SELECT id, 'BTC', 'staked' FROM users`);
  // One stake posting per customer (world → staked, ten stakes' principal), as the stake form would have left it.
  await database.execute(sql`
    SELECT ledger_post('stake', 'posted',
             jsonb_build_array(jsonb_build_object('account', ${world.id}::bigint, 'amount', ${(-PRINCIPAL * BigInt(STAKES_EACH)).toString()}::text),
                               jsonb_build_object('account', a.id, 'amount', ${(PRINCIPAL * BigInt(STAKES_EACH)).toString()}::text)),
             0, jsonb_build_object('bench', a.user_id), NULL)
      FROM ledger_accounts a WHERE a.kind = 'staked'`);
  const [product] = (
    await database.execute<{ id: string }>(sql`
      INSERT INTO earning_products (asset, type, rate_basis_points, min_amount, max_amount, reward_asset)
      VALUES ('BTC', 'flexible', 500, 1, ${PRINCIPAL.toString()}::numeric, 'BTC') RETURNING id`)
  ).rows;
  await database.execute(sql`
    INSERT INTO earning_stakes (user_id, product_id, asset, type, amount, rate_basis_points, start_day, stake_transaction_id)
    SELECT a.user_id, ${product!.id}::bigint, 'BTC', 'flexible', ${PRINCIPAL.toString()}::numeric, 500, ${day}::date, t.id
      FROM ledger_accounts a JOIN ledger_transactions t ON (t.metadata ->> 'bench')::bigint = a.user_id,
           generate_series(1, ${STAKES_EACH})
     WHERE a.kind = 'staked'`);
  await database.execute(sql`ANALYZE`);
}

async function seconds<T>(run: () => Promise<T>) {
  const start = process.hrtime.bigint();
  const result = await run();
  return { seconds: Number(process.hrtime.bigint() - start) / 1e9, result };
}

async function main() {
  await migrateDatabase(db());
  const first = addDays(utcDay(), -2);
  await setUp(first);
  const database = db();
  await database.execute(sql`CREATE TABLE bare_accruals (LIKE earning_accruals INCLUDING ALL)`);

  const bare = await seconds(() =>
    database.execute(sql`
      INSERT INTO bare_accruals (stake_id, day, gross, fee)
      SELECT id, ${first}::date, floor(amount * rate_basis_points / 3650000), 0 FROM earning_stakes WHERE status = 'active'`),
  );
  const day1 = await seconds(() => accrueDay(first));
  const day2 = await seconds(() => accrueDay(addDays(first, 1)));
  const again = await seconds(() => accrueDay(first));

  const [{ keys, doubled }] = (
    await database.execute<{ keys: string; doubled: string }>(sql`
      SELECT count(*)::text AS keys, (SELECT count(*) FROM earning_stakes WHERE accrued_days <> 2)::text AS doubled FROM earning_accruals`)
  ).rows as [{ keys: string; doubled: string }];
  const unbalanced = (await database.execute(sql`SELECT asset FROM ledger_accounts GROUP BY asset HAVING sum(balance) <> 0`)).rows.length;

  const line = (name: string, run: { seconds: number }, paid: number) =>
    console.log(
      `${name.padEnd(40)} ${run.seconds.toFixed(2).padStart(7)} s   ${String(paid).padStart(7)} stakes   × bare ${(run.seconds / bare.seconds).toFixed(1)}`,
    );
  console.log(`\nbench:earning  (${CUSTOMERS.toLocaleString('en')} customers × ${STAKES_EACH} stakes = ${STAKES.toLocaleString('en')})`);
  line('bare INSERT … SELECT (baseline)', bare, STAKES);
  line('accrueDay, day 1', day1, day1.result);
  line('accrueDay, day 2', day2, day2.result);
  line('accrueDay, day 1 again (nothing due)', again, again.result);
  const ok =
    day1.result === STAKES &&
    day2.result === STAKES &&
    again.result === 0 &&
    keys === String(2 * STAKES) &&
    doubled === '0' &&
    unbalanced === 0;
  console.log(
    ok
      ? '\nevery stake paid each day once; the books balance'
      : `\nWRONG: ${keys} keys, ${doubled} stakes off, ${unbalanced} unbalanced assets`,
  );
  return ok ? 0 : 1;
}

runMain(main);
