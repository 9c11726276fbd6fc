import 'server-only';
import { defineJob } from '@/lib/server/core';
import { sweepMachineNonces } from '@/lib/server/atms';
import { sweepExpiredSignIns } from '@/lib/server/auth';
import { sweepExpiredKeys } from '@/lib/server/ledger';
import { deleteStaleRateLimits } from '@/lib/server/security';
import { sweepExpiredQuotes } from '@/lib/server/transfers';

/**
 * Deletes what has expired, each domain its own rows (their jobs.ts). Run by the job queue, so one instance does it
 * for all of them; each statement stands alone, so a sweep that stops half-way leaves nothing inconsistent.
 */
export async function sweepExpired(): Promise<Record<string, number>> {
  return {
    ...(await sweepExpiredSignIns()),
    ...(await sweepExpiredQuotes()),
    ...(await sweepExpiredKeys()),
    ...(await sweepMachineNonces()),
    rateLimits: await deleteStaleRateLimits(),
  };
}

export const sweepExpiredJob = defineJob<object>({
  name: 'sweep-expired',
  cron: '41 * * * *',
  runsDuringMaintenance: true,
  run: () => sweepExpired(),
});
