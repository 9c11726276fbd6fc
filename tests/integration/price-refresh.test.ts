import type { JobDefinition, JobSender } from '@/lib/server/core';
import { JOBS, runJob } from '@/lib/server/jobs/queue';
import { resetDatabase } from '../support/db';
import { customerWith, placeOrder } from '../support/exchange';
import { balances } from '../support/ledger';
import { seedPrices, TEST_PRICES } from '../support/orders';

// The refresh-prices job as the queue works it (the job list of lib/server/jobs, as every instance registers it): what
// reacts to new prices must be wired wherever the job runs, not only where some module happened to be imported first.
beforeEach(async () => {
  await resetDatabase();
  // Far above the simulated feed, which quotes BTC within 10 % of 82,500: the refresh moves it down across the limit.
  await seedPrices({ ...TEST_PRICES, BTC: '200000' });
});

test('a price refresh queues the matcher and the price alerts’ check: a resting limit buy the new price crosses fills', async () => {
  const { user, token } = await customerWith('EUR', 2_000_00n);
  const placed = await placeOrder(token, { pair: 'BTC-EUR', side: 'buy', type: 'limit', quantity: '0.01', price: '100000' });
  expect(placed.data).toMatchObject({ status: 'open' });

  const queued: { job: JobDefinition<never>; data: unknown }[] = [];
  const send: JobSender = async (job, data) => {
    queued.push({ job: job as JobDefinition<never>, data });
    return true;
  };
  const refresh = JOBS.find((job) => job.name === 'refresh-prices')!;
  expect(await runJob(refresh, {} as never, send)).toEqual({ outcome: 'refreshed' });
  expect(queued.map(({ job }) => job.name).sort()).toEqual(['check-price-alerts', 'match-orders']);

  for (const { job, data } of queued) await runJob(job, data as never, send);
  expect(await balances(user.id)).toMatchObject({ 'BTC:available': '1000000' });
});
