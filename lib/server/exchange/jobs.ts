import 'server-only';
import { checkPriceAlertsJob } from '@/lib/server/alerts';
import { defineJob } from '@/lib/server/core';
import { refreshPrices } from '@/lib/server/rates';
import { runDueDcaOrders } from './dca';
import { matchOrders } from './matcher';

/**
 * Evaluates the resting orders against the prices just stored. Keyed by the price move it follows, so a move queued
 * twice runs one matcher; FOR UPDATE SKIP LOCKED lets matchers of two moves that overlap share the work safely.
 */
export const matchOrdersJob = defineJob<{ at: string }, Awaited<ReturnType<typeof matchOrders>>>({
  name: 'match-orders',
  key: (data) => `match-orders:${data.at}`,
  run: () => matchOrders(),
  // A move that touched no order is not worth a log line every minute.
  quiet: ({ triggered, filled, cancelled, expired }) => triggered + filled + cancelled + expired === 0,
});

/**
 * The price feed on the job queue: pg-boss hands each minute's run to one instance (one refresh across instances, not
 * a timer per instance); after a refresh that stored new prices the matcher and the price alerts' check run.
 */
export const refreshPricesJob = defineJob<object, { outcome: Awaited<ReturnType<typeof refreshPrices>> }>({
  name: 'refresh-prices',
  cron: '* * * * *',
  runsDuringMaintenance: true,
  async run(_data, queue) {
    const outcome = await refreshPrices();
    if (outcome === 'refreshed') {
      const at = new Date().toISOString();
      await queue(matchOrdersJob, { at });
      await queue(checkPriceAlertsJob, { at });
    }
    return { outcome };
  },
  // A minute whose prices were still fresh stored nothing: no log line.
  quiet: ({ outcome }) => outcome === 'fresh',
});

/**
 * The recurring buys' scheduler, each minute: every due slot once (dca.ts keys each run by order and slot in the buy's
 * transaction, so two instances or a retried job never buy a slot twice).
 */
export const dcaRunJob = defineJob<object, Awaited<ReturnType<typeof runDueDcaOrders>>>({
  name: 'dca-run',
  cron: '* * * * *',
  quiet: ({ filled, skipped }) => filled + skipped === 0,
  run: () => runDueDcaOrders(),
});
