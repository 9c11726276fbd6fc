import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { cashSellPaymentsJob, expireCashOrdersJob, placeCashSell } from '@/lib/server/cash-orders';
import { chainNodeOf, chainSendJob, chainWatchJob, depositAddressFor, requestWithdrawal, watchDeposits } from '@/lib/server/chain';
import type { JobDefinition, JobSender } from '@/lib/server/core';
import { db } from '@/lib/server/db';
import { earningDayJob } from '@/lib/server/earning';
import { createStake } from '@/lib/server/earning/stakes';
import { dcaRunJob, matchOrdersJob } from '@/lib/server/exchange';
import { createDcaOrder } from '@/lib/server/exchange/dca';
import { placeOrder } from '@/lib/server/exchange/orders';
import { JOBS, runJob } from '@/lib/server/jobs/queue';
import { releaseExpiredHoldsJob } from '@/lib/server/ledger';
import { holdFunds } from '@/lib/server/ledger/movements';
import { inLedgerTransaction } from '@/lib/server/ledger/post';
import { runCommand } from '@/lib/server/ops/registry';
import { renewPlansJob } from '@/lib/server/plans';
import { upgradePlan } from '@/lib/server/plans/plans';
import type { ChainNodeSettings } from '@/lib/chain/settings';
import { dcaOrderSchema } from '@/lib/validation/exchange';
import { machine } from '../support/atm';
import { continueFromTip, startTestNode, TEST_CONFIRMATIONS } from '../support/chain';
import { createUser, resetDatabase } from '../support/db';
import { booksBalanced, fund } from '../support/ledger';
import { maintenance } from '../support/maintenance';
import { postCashSell, seedPrices, TEST_PRICES } from '../support/orders';

/**
 * Maintenance stops the money: every job that posts to the ledger waits while it is on (the queue's run, runJob, does
 * nothing), and its first run after `maintenance off` does what fell due meanwhile, once. Each job is run here as the
 * queue runs it, with its work made due beforehand (a real regtest litecoind for the chain's jobs).
 */
let node: Awaited<ReturnType<typeof startTestNode>>;
let ltc: ChainNodeSettings;

beforeAll(async () => {
  node = await startTestNode();
  ltc = chainNodeOf('LTC')!;
}, 60_000);
afterAll(() => node?.stop());
beforeEach(async () => {
  await resetDatabase();
  await seedPrices();
  await continueFromTip(node);
});
afterEach(() => jest.restoreAllMocks());

/** What the jobs queue: nothing here runs it, the test runs each job itself. */
const send: JobSender = async () => true;

/** Every ledger transaction's status in order and the number of entries: any movement of money changes it. */
const ledger = async () =>
  (
    await db().execute(
      sql`SELECT (SELECT count(*)::int FROM ledger_entries) AS entries, (SELECT array_agg(status ORDER BY id) FROM ledger_transactions) AS statuses`,
    )
  ).rows[0];
const count = async (query: ReturnType<typeof sql>) => (await db().execute<{ n: number }>(query)).rows[0]!.n;
const DAY_MS = 24 * 3600_000;

type Customer = Awaited<ReturnType<typeof createUser>>;

interface MoneyJob {
  job: JobDefinition<never>;
  data?: object;
  /** What the customer holds before `due`, in the asset's smallest unit. */
  funds?: [asset: string, units: bigint];
  /** Makes work due for the job, as time passing or a customer would. */
  due(customer: Customer): Promise<void>;
  /** How much of that work is done (orders filled, days paid …), and how much there was to do. */
  done(): Promise<number>;
  missed: number;
}

const MONEY_JOBS: MoneyJob[] = [
  {
    job: dcaRunJob,
    // Created two days ago with a daily slot: two slots passed, and a recurring buy makes up for them with one buy.
    funds: ['EUR', 200_00n],
    async due(user) {
      const daily = dcaOrderSchema.parse({ pair: 'BTC-EUR', amount: '50', period: 'day', times: ['09:00'], timeZone: 'Europe/Prague' });
      await createDcaOrder(user, daily, new Date(Date.now() - 2 * DAY_MS));
    },
    done: () => count(sql`SELECT count(*)::int AS n FROM dca_runs WHERE outcome = 'filled'`),
    missed: 1,
  },
  {
    job: earningDayJob,
    // A flexible stake started three days ago: each of the three days up to yesterday paid once.
    funds: ['BTC', 100_000_000n],
    async due(user) {
      const [said] = await runCommand(['earning', 'add-product', 'BTC', 'flexible', '5', '0.0001', '5'], 'test-operator');
      const { stake } = await createStake(user, { product: Number(/#(\d+)/.exec(said!)![1]), amount: '1' }, crypto.randomUUID());
      await db().execute(sql`UPDATE earning_stakes SET start_day = current_date - 3 WHERE id = ${stake.id}`);
    },
    done: () => count(sql`SELECT count(*)::int AS n FROM earning_accruals`),
    missed: 3,
  },
  {
    job: matchOrdersJob,
    data: { at: new Date().toISOString() },
    // A limit buy at 80,000 and the price moved to 79,000: the ask crosses the limit.
    funds: ['EUR', 1_000_00n],
    async due(user) {
      await placeOrder(
        user,
        { pair: 'BTC-EUR', side: 'buy', type: 'limit', quantity: '0.01', price: '80000', expiry: 'gtc' },
        crypto.randomUUID(),
      );
      await seedPrices({ ...TEST_PRICES, BTC: '79000' });
    },
    done: () => count(sql`SELECT count(*)::int AS n FROM exchange_orders WHERE status = 'filled'`),
    missed: 1,
  },
  {
    job: renewPlansJob,
    // An advanced plan whose month ended: the next month is charged once.
    funds: ['EUR', 30_00n],
    async due(user) {
      await upgradePlan(user, 'advanced', crypto.randomUUID());
      await db().execute(
        sql`UPDATE plan_periods SET starts_at = starts_at - interval '1 month', ends_at = ends_at - interval '1 month' WHERE user_id = ${user.id}`,
      );
    },
    done: () => count(sql`SELECT count(*)::int - 1 AS n FROM plan_periods`),
    missed: 1,
  },
  {
    job: releaseExpiredHoldsJob,
    // A hold that lapsed a second ago: given back once.
    funds: ['EUR', 10_00n],
    async due(user) {
      const expiresAt = new Date(Date.now() - 1000);
      await inLedgerTransaction((tx) => holdFunds(tx, { userId: user.id, asset: 'EUR', amount: 5_00n, kind: 'transfer', expiresAt }));
    },
    done: () => count(sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE status = 'voided'`),
    missed: 1,
  },
  {
    job: expireCashOrdersJob,
    // A sell for cash whose withdrawal code lapsed: the held crypto goes back once.
    funds: ['BTC', 1_000_000n],
    async due(user) {
      await placeCashSell(user, { atmId: (await machine()).id, asset: 'BTC', cash: 100 }, crypto.randomUUID());
      await db().execute(sql`UPDATE cash_orders SET expires_at = now() - interval '1 second'`);
    },
    done: () => count(sql`SELECT count(*)::int AS n FROM cash_orders WHERE status = 'SELL_ERROR'`),
    missed: 1,
  },
  {
    job: chainWatchJob,
    // A deposit with its confirmations: credited once.
    async due(user) {
      await node.pay(await depositAddressFor(ltc, user.id), '0.5');
      await node.mine(TEST_CONFIRMATIONS);
    },
    done: () => count(sql`SELECT count(*)::int AS n FROM chain_deposits WHERE status = 'credited'`),
    missed: 1,
  },
  {
    job: chainSendJob,
    // A withdrawal the customer asked for: signed and broadcast once.
    funds: ['LTC', 100_000_000n],
    async due(user) {
      const address = await node.rpc<string>('getnewaddress', ['', 'bech32'], ltc.hotWallet);
      const [saved] = (
        await db().execute<{ id: number }>(sql`
          INSERT INTO chain_withdrawal_addresses (user_id, asset, address, label, usable_at, cancel_token_hash)
          VALUES (${user.id}, 'LTC', ${address}, 'Own wallet', now(), ${createHash('sha256').update(address).digest()})
          RETURNING id::int`)
      ).rows;
      await requestWithdrawal(user, { address: saved!.id, amount: '0.1' }, crypto.randomUUID());
    },
    done: () => count(sql`SELECT count(*)::int AS n FROM chain_withdrawals WHERE status = 'broadcast'`),
    missed: 1,
  },
  {
    job: cashSellPaymentsJob,
    // A visitor's sell for cash whose on-chain payment the watcher saw confirmed: booked into the machine's clearing once.
    async due() {
      const atm = await machine({ coins: ['BTC', 'LTC'] });
      const placed = await postCashSell({ atmId: atm.id, asset: 'LTC', cash: 100, email: 'walk-in@example.test' });
      const [order] = (await db().execute<{ address: string }>(sql`SELECT address FROM chain_deposit_addresses WHERE user_id IS NULL`))
        .rows;
      expect(placed.status).toBe(200);
      await node.pay(order!.address, '1.18181819');
      await node.mine(TEST_CONFIRMATIONS);
      await watchDeposits(ltc);
    },
    done: () => count(sql`SELECT count(*)::int AS n FROM cash_orders WHERE status = 'SELL_PAYMENT_ARRIVED'`),
    missed: 1,
  },
];

test.each(MONEY_JOBS)(
  '$job.name does nothing while maintenance is on; its first run after off does the missed work, once',
  async ({ job, data = {}, funds, due, done, missed }) => {
    const user = await createUser({ verificationLevel: 2 });
    if (funds) await fund(user.id, ...funds);
    await due(user);
    const before = await ledger();
    expect(await done()).toBe(0);

    await maintenance('on', 'Upgrading', 'the', 'ledger');

    expect(await runJob(job, data as never, send)).toEqual({ paused: 'maintenance' });
    expect(await ledger()).toEqual(before);
    expect(await done()).toBe(0);

    await maintenance('off');

    await runJob(job, data as never, send);
    expect(await done()).toBe(missed);
    const after = await ledger();
    await runJob(job, data as never, send);
    expect(await done()).toBe(missed);
    expect(await ledger()).toEqual(after);
    expect(await booksBalanced()).toBe(true);
  },
  30_000,
);

test('while maintenance is on, only the jobs that post nothing to the ledger run: a new job waits unless it says so', async () => {
  await maintenance('on', 'Upgrading', 'the', 'ledger');
  const ran: string[] = [];
  for (const job of JOBS) {
    jest.spyOn(job, 'run').mockImplementation(async () => ran.push(job.name));
    await runJob(job, {} as never, send);
  }
  expect(ran.sort()).toEqual(['chain-reconcile', 'check-price-alerts', 'news-mail', 'refresh-prices', 'sweep-expired']);
  expect(MONEY_JOBS.map(({ job }) => job.name).sort()).toEqual(
    JOBS.map((job) => job.name)
      .filter((name) => !ran.includes(name))
      .sort(),
  );
});
