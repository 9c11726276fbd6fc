import 'server-only';
import { sql } from 'drizzle-orm';
import { AppError, defineJob, deletedRows } from '@/lib/server/core';
import { db } from '@/lib/server/db';
import { KEY_LIFETIME } from './idempotency';
import { releaseHold } from './movements';
import { inLedgerTransaction } from './post';

/** Idempotency keys past their lifetime (a customer who never comes back keeps none): for the sweep-expired job. */
export const sweepExpiredKeys = async () => ({
  idempotencyKeys: await deletedRows(sql`DELETE FROM idempotency_keys WHERE created_at < now() - ${KEY_LIFETIME}`),
});

/** How many lapsed holds one run releases; the next run (a minute later) takes the rest. */
const BATCH = 500;

/**
 * Releases the holds whose expiry has passed and that are still pending, each in its own transaction through
 * releaseHold, so one that its owner settles or releases meanwhile is settled once: whoever comes second is refused
 * (alreadySettled) and moves nothing; the run counts it and goes on.
 */
export async function releaseExpiredHolds(): Promise<{ released: number; alreadySettled: number }> {
  const { rows } = await db().execute<{ id: string }>(sql`
    SELECT id FROM ledger_transactions
     WHERE status = 'pending' AND expires_at IS NOT NULL AND expires_at <= now()
     ORDER BY expires_at LIMIT ${BATCH}`);
  let released = 0;
  let alreadySettled = 0;
  for (const { id } of rows) {
    try {
      await inLedgerTransaction((tx) => releaseHold(tx, Number(id)));
      released++;
    } catch (error) {
      if (!(error instanceof AppError && error.messageKey === 'ledger.errors.alreadySettled')) throw error;
      alreadySettled++;
    }
  }
  return { released, alreadySettled };
}

// Every minute: a hold that lapsed gives the customer their money back within a minute of its expiry.
export const releaseExpiredHoldsJob = defineJob<object, Awaited<ReturnType<typeof releaseExpiredHolds>>>({
  name: 'release-expired-holds',
  cron: '* * * * *',
  run: () => releaseExpiredHolds(),
  // A minute that released nothing is not worth a log line on every instance.
  quiet: ({ released, alreadySettled }) => released + alreadySettled === 0,
});
