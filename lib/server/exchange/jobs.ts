import 'server-only';
import { defineJob } from '@/lib/server/core';
import type { PricesRefreshedListener } from '@/lib/server/rates';
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

/** The exchange's reaction to new prices (rates' onPricesRefreshed): the matcher, keyed by the move. */
export const matchOrdersOnNewPrices: PricesRefreshedListener = (at, queue) => queue(matchOrdersJob, { at });

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
