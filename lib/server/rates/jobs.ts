import 'server-only';
import { defineJob, type JobSender } from '@/lib/server/core';
import { refreshPrices } from './feed';

/** What reacts to a refresh that stored new prices: told the moment of the move, it queues its own work. */
export type PricesRefreshedListener = (at: string, queue: JobSender) => Promise<unknown>;

const listeners = new Set<PricesRefreshedListener>();

/**
 * Subscribes `listener` to every refresh that stores new prices. The subscriptions are made beside the job list
 * (lib/server/jobs/queue.ts), so every process that works refresh-prices has them whatever it imported first, and
 * rates knows none of the domains that react.
 */
export function onPricesRefreshed(listener: PricesRefreshedListener): void {
  listeners.add(listener);
}

/**
 * The price feed on the job queue: pg-boss hands each minute's run to one instance (one refresh across instances, not
 * a timer per instance); after a refresh that stored new prices each subscriber queues its reaction.
 */
export const refreshPricesJob = defineJob<object, { outcome: Awaited<ReturnType<typeof refreshPrices>> }>({
  name: 'refresh-prices',
  cron: '* * * * *',
  runsDuringMaintenance: true,
  async run(_data, queue) {
    const outcome = await refreshPrices();
    if (outcome === 'refreshed') {
      const at = new Date().toISOString();
      for (const listener of listeners) await listener(at, queue);
    }
    return { outcome };
  },
  // A minute whose prices were still fresh stored nothing: no log line.
  quiet: ({ outcome }) => outcome === 'fresh',
});
