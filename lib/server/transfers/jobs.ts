import 'server-only';
import { sql } from 'drizzle-orm';
import { deletedRows, EXPIRED_GRACE } from '@/lib/server/core';

/** Conversion quotes past their expiry: for the sweep-expired job. */
export const sweepExpiredQuotes = async () => ({
  conversionQuotes: await deletedRows(sql`DELETE FROM conversion_quotes WHERE expires_at < now() - ${EXPIRED_GRACE}`),
});
