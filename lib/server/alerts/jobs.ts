import 'server-only';
import { defineJob } from '@/lib/server/core';
import type { PricesRefreshedListener } from '@/lib/server/rates';
import { checkPriceAlerts } from './check';

/**
 * The price alerts checked against the prices just stored (queued by the price refresh and `ops set-price`). Keyed by
 * the price move it follows, so a move queued twice runs one check; two checks of overlapping moves fire a crossing once.
 */
export const checkPriceAlertsJob = defineJob<{ at: string }, { fired: number }>({
  name: 'check-price-alerts',
  key: (data) => `check-price-alerts:${data.at}`,
  runsDuringMaintenance: true,
  run: async () => ({ fired: await checkPriceAlerts() }),
  quiet: ({ fired }) => fired === 0,
});

/** The alerts' reaction to new prices (rates' onPricesRefreshed): their check, keyed by the move. */
export const checkPriceAlertsOnNewPrices: PricesRefreshedListener = (at, queue) => queue(checkPriceAlertsJob, { at });
