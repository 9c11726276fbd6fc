// Run by bench/statement.mjs with DATABASE_URL set. Builds one customer with 100,000 entries over a year, then
// times the app's own read functions (300 runs each, one connection at a time, as one customer's page views are)
// beside a bare indexed single-row read, and prints the plans of the three heaviest. Fails when a p99 is 50 ms or
// more or a plan scans the whole entries table.
import { sql } from 'drizzle-orm';
import { db } from '@/lib/server/db';
import { migrateDatabase } from '@/lib/server/db/migrate';
import { entriesOf, entriesQuery } from '@/lib/server/ledger/entries';
import { customerAccount, houseAccount } from '@/lib/server/ledger/accounts';
import { creditFromWorld } from '@/lib/server/ledger/outside-credits';
import { balanceAt, statementEntries, statementFigures } from '@/lib/server/ledger/statement';
import { runMain } from './run-main';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 100_000);
const RUNS = 300;
const BATCH = 10_000;

async function customerWithHistory() {
  const database = db();
  const [user] = await database
    .execute<{ id: string }>(
      sql`
    INSERT INTO users (email, password_hash, profile_type, first_name, last_name, verification_level, email_verified_at, phone_verified_at)
    VALUES ('bench-history@kryptomat.test', 'x', 'personal', 'Bench', 'History', 2, now(), now()) RETURNING id`,
    )
    .then((r) => r.rows);
  const userId = Number(user!.id);
  await creditFromWorld(database, { userId, asset: 'EUR', amount: 100_000_000n, kind: 'bank-deposit' });
  const [account, world] = [await customerAccount(database, userId, 'EUR'), await houseAccount(database, 'world', 'EUR')];
  // Money in and out by turns (every tenth a bank deposit, the rest transfers), so filters have something to choose.
  for (let start = 0; start < ENTRIES; start += BATCH) {
    await database.execute(sql`
      SELECT ledger_post(CASE WHEN i % 10 = 0 THEN 'bank-deposit' ELSE 'transfer' END, 'posted',
                         jsonb_build_array(jsonb_build_object('account', ${world.id}::bigint, 'amount', CASE WHEN i % 2 = 0 THEN '-300' ELSE '200' END),
                                           jsonb_build_object('account', ${account.id}::bigint, 'amount', CASE WHEN i % 2 = 0 THEN '300' ELSE '-200' END)),
                         0, '{}'::jsonb, NULL)
        FROM generate_series(${start}::int, ${Math.min(start + BATCH, ENTRIES) - 1}::int) AS i`);
  }
  // Spread evenly over a year in id order, as a year of real activity would be (entries are immutable
  // to the app; only this bench rewrites their time).
  await database.execute(sql`ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_immutable`);
  await database.execute(sql`
    UPDATE ledger_entries SET created_at = now() - interval '1 year' + (id - (SELECT min(id) FROM ledger_entries)) * (interval '1 year' / ${ENTRIES}::int)`);
  await database.execute(sql`ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_immutable`);
  await database.execute(sql`ANALYZE`);
  return { userId, accountId: account.id };
}

async function timed(name: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { name, p50: times[Math.floor(RUNS * 0.5)]!, p99: times[Math.floor(RUNS * 0.99)]! };
}

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function main() {
  await migrateDatabase(db());
  const { userId, accountId } = await customerWithHistory();
  const month = { account: accountId, from: day(200), to: day(170) };
  const older = (await entriesOf(db(), userId, {}, { pageSize: 5000 })).olderThan!;
  const results = [
    await timed('bare indexed row (baseline)', () => db().execute(sql`SELECT id, balance FROM ledger_accounts WHERE id = ${accountId}`)),
    await timed('history, first page', () => entriesOf(db(), userId, {})),
    await timed('history, page 101 (keyset)', () => entriesOf(db(), userId, { before: older })),
    await timed('history, kind + dates', () => entriesOf(db(), userId, { kind: 'bank-deposit', from: day(200), to: day(170) })),
    await timed('statement figures, a month', () => statementFigures(db(), userId, month)),
    await timed('statement, first 1,000', async () => (await statementEntries(await statementFigures(db(), userId, month)).next()).value),
    await timed('balances at a past day', () => balanceAt(db(), userId, day(100))),
  ];
  const baseline = results[0]!.p99;
  console.log(`\nbench:statement  (${ENTRIES.toLocaleString('en')} entries of one customer, ${RUNS} runs each)`);
  for (const result of results)
    console.log(
      `${result.name.padEnd(30)} p50 ${result.p50.toFixed(2).padStart(7)} ms   p99 ${result.p99.toFixed(2).padStart(7)} ms   p99 / baseline ${(result.p99 / baseline).toFixed(1)}`,
    );

  const plans: [string, ReturnType<typeof sql>][] = [
    ['history, kind + dates', entriesQuery(userId, { kind: 'bank-deposit', from: day(200), to: day(170) })],
    [
      'statement totals, a month',
      sql`SELECT count(*), sum(amount) FILTER (WHERE amount > 0) FROM ledger_entries
           WHERE account_id = ${accountId} AND id BETWEEN (SELECT id FROM ledger_entries WHERE account_id = ${accountId} AND created_at >= ${day(200)}::date ORDER BY created_at, id LIMIT 1)
                                              AND (SELECT id FROM ledger_entries WHERE account_id = ${accountId} AND created_at < ${day(170)}::date + 1 ORDER BY created_at DESC, id DESC LIMIT 1)`,
    ],
    [
      'balance at a past day',
      sql`SELECT balance_after FROM ledger_entries e WHERE e.account_id = ${accountId} AND e.created_at < ${day(100)}::date + 1 ORDER BY e.created_at DESC, e.id DESC LIMIT 1`,
    ],
  ];
  let fullScans = 0;
  for (const [name, query] of plans) {
    const { rows } = await db().execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) ${query}`);
    const plan = rows.map((row) => row['QUERY PLAN']);
    if (plan.some((line) => /Seq Scan on ledger_entries/.test(line))) fullScans++;
    console.log(`\nEXPLAIN ${name}\n  ${plan.join('\n  ')}`);
  }
  const slow = results.filter((result) => result.p99 >= 50);
  console.log(slow.length === 0 && fullScans === 0 ? '\ntargets met' : `\nTARGETS MISSED (${slow.length} slow, ${fullScans} full scans)`);
  return slow.length === 0 && fullScans === 0 ? 0 : 1;
}

runMain(main);
