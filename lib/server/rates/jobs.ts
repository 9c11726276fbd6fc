import 'server-only';
import { defineJob, type JobSender } from '@/lib/server/core';
import { refreshPrices } from './feed';

/** What reacts to a refresh that stored new prices: told the moment of the move, it queues its own work. */
export type PricesRefreshedListener = (at: string, queue: JobSender) => Promise<unknown>;

/**
 * The price feed on the job queue: pg-boss hands each minute's run to one instance (one refresh across instances, not
 * a timer per instance); after a refresh that stored new prices each of `onPricesRefreshed` queues its reaction, in
 * order. The reactions are handed in where the job list is made (lib/server/jobs/queue.ts), so rates knows none of the
 * domains that react, and no process can work the job without them.
 */
export const refreshPricesJob = (...onPricesRefreshed: PricesRefreshedListener[]) =>
  defineJob<object, { outcome: Awaited<ReturnType<typeof refreshPrices>> }>({
    name: 'refresh-prices',
    cron: '* * * * *',
    runsDuringMaintenance: true,
    async run(_data, queue) {
      const outcome = await refreshPrices();
      if (outcome === 'refreshed') {
        const at = new Date().toISOString();
        for (const react of onPricesRefreshed) await react(at, queue);
      }
      return { outcome };
    },
    // A minute whose prices were still fresh stored nothing: no log line.
    quiet: ({ outcome }) => outcome === 'fresh',
  });
