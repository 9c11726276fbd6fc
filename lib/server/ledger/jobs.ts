import 'server-only';
import { sql } from 'drizzle-orm';
import { deletedRows } from '@/lib/server/core';
import { KEY_LIFETIME } from './idempotency';

/** Idempotency keys past their lifetime (a customer who never comes back keeps none): for the sweep-expired job. */
export const sweepExpiredKeys = async () => ({
  idempotencyKeys: await deletedRows(sql`DELETE FROM idempotency_keys WHERE created_at < now() - ${KEY_LIFETIME}`),
});
