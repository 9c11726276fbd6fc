import 'server-only';
import { sql } from 'drizzle-orm';
import { defineJob, deletedRows } from '@/lib/server/core';
import { KEY_LIFETIME } from './idempotency';
import { releaseExpiredHolds } from './movements';

/** Idempotency keys past their lifetime (a customer who never comes back keeps none): for the sweep-expired job. */
export const sweepExpiredKeys = async () => ({
  idempotencyKeys: await deletedRows(sql`DELETE FROM idempotency_keys WHERE created_at < now() - ${KEY_LIFETIME}`),
});

// Every minute: a hold that lapsed gives the customer their money back within a minute of its expiry.
export const releaseExpiredHoldsJob = defineJob<object, Awaited<ReturnType<typeof releaseExpiredHolds>>>({
  name: 'release-expired-holds',
  cron: '* * * * *',
  run: () => releaseExpiredHolds(),
  // A minute that released nothing is not worth a log line on every instance.
  quiet: ({ released, alreadySettled }) => released + alreadySettled === 0,
});
