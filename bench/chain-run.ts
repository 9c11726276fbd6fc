// Run by bench/chain.mjs with DATABASE_URL and CHAIN_NODES (a regtest LTC node) set. 1,000 customers each get a
// deposit address; one transaction pays all of them (one block), N blocks confirm it; then, over the same listing:
//   baseline: a bare `listsinceblock` and one INSERT per output into a scratch table;
//   watcher:  the app's watchDeposits, which records each output and credits it (one ledger posting, notice, e-mail).
// Prints both rates; fails when an invariant breaks (each credited once, the amounts, the books sum to zero).
import { sql } from 'drizzle-orm';
import { OUTSIDE_MINING_DESCRIPTOR } from '@/lib/chain/regtest-mining.mjs';
import { chainNodeOf, depositAddressFor, rpcOf, watchDeposits } from '@/lib/server/chain';
import { db } from '@/lib/server/db';
import { migrateDatabase } from '@/lib/server/db/migrate';
import { trialBalance } from '@/lib/server/ledger/accounts';
import { runMain } from './run-main';

const CUSTOMERS = Number(process.env.BENCH_DEPOSITS ?? 1_000);
const AMOUNT = '0.01';
const AMOUNT_UNITS = 1_000_000n;

const seconds = (started: number) => (performance.now() - started) / 1000;

async function main() {
  await migrateDatabase(db());
  const node = chainNodeOf('LTC')!;
  const rpc = rpcOf(node);
  const { rows: users } = await db().execute<{ id: string }>(sql`
    INSERT INTO users (email, password_hash, profile_type, first_name, last_name, verification_level, email_verified_at, phone_verified_at)
    SELECT 'bench-chain-' || n || '@kryptomat.test', 'x', 'personal', 'Bench', 'Chain', 2, now(), now()
      FROM generate_series(1, ${CUSTOMERS}) n RETURNING id`);

  let started = performance.now();
  const addresses: string[] = [];
  for (const user of users) addresses.push(await depositAddressFor(node, Number(user.id)));
  console.log(`addresses: ${CUSTOMERS} derived, stored and imported watch-only in ${seconds(started).toFixed(1)} s`);

  const txid = await rpc.call<string>('sendmany', ['', Object.fromEntries(addresses.map((address) => [address, AMOUNT]))], {
    wallet: node.hotWallet,
  });
  await rpc.generateToDescriptor(node.confirmations, OUTSIDE_MINING_DESCRIPTOR);
  console.log(`paid: one transaction ${txid.slice(0, 16)}… with ${CUSTOMERS} outputs, ${node.confirmations} confirmations`);

  // Baseline: the node's listing and one plain INSERT per output, nothing else.
  await db().execute(sql`CREATE TABLE bench_outputs (txid text, vout integer, address text, amount numeric, PRIMARY KEY (txid, vout))`);
  started = performance.now();
  const listing = await rpc.listSinceBlock(node.depositWallet, null, node.confirmations);
  let inserted = 0;
  for (const output of listing.transactions) {
    if (output.category !== 'receive') continue;
    await db().execute(
      sql`INSERT INTO bench_outputs VALUES (${output.txid}, ${output.vout}, ${output.address ?? ''}, ${String(output.amount)})`,
    );
    inserted++;
  }
  const bare = inserted / seconds(started);

  started = performance.now();
  const pass = await watchDeposits(node);
  const watcher = pass.credited / seconds(started);
  console.log(`bare listsinceblock + INSERT loop: ${inserted} outputs, ${bare.toFixed(0)}/s`);
  console.log(`watcher (record + credit each: posting, fee rule, notice, e-mail): ${pass.credited} credited, ${watcher.toFixed(0)}/s`);
  console.log(`ratio: ${(watcher / bare).toFixed(2)} of the bare loop`);

  const again = await watchDeposits(node);
  const faults: string[] = [];
  if (pass.credited !== CUSTOMERS) faults.push(`credited ${pass.credited}, expected ${CUSTOMERS}`);
  if (again.credited !== 0) faults.push(`a second pass credited ${again.credited}`);
  const { rows } = await db().execute<{ credited: string; postings: string; wrong: string }>(sql`
    SELECT (SELECT count(*) FROM chain_deposits WHERE status = 'credited') AS credited,
           (SELECT count(*) FROM ledger_transactions WHERE kind = 'crypto-deposit') AS postings,
           (SELECT count(*) FROM ledger_accounts WHERE user_id IS NOT NULL AND asset = 'LTC' AND balance <> ${AMOUNT_UNITS.toString()}) AS wrong`);
  const figures = rows[0]!;
  if (Number(figures.credited) !== CUSTOMERS || Number(figures.postings) !== CUSTOMERS)
    faults.push(`${figures.credited} deposits credited by ${figures.postings} postings`);
  if (Number(figures.wrong) !== 0) faults.push(`${figures.wrong} customers' LTC balances differ from ${AMOUNT}`);
  const sums = new Map<string, bigint>();
  for (const row of await trialBalance(db())) sums.set(row.asset, (sums.get(row.asset) ?? 0n) + BigInt(row.total));
  for (const [asset, sum] of sums) if (sum !== 0n) faults.push(`${asset} sums to ${sum}`);
  console.log(
    faults.length === 0 ? 'invariants: each deposit credited once, balances exact, books balanced' : `FAILED: ${faults.join('; ')}`,
  );
  return faults.length === 0 ? 0 : 1;
}

runMain(main);
