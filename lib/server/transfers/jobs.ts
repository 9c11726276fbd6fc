import 'server-only';
import { sql } from 'drizzle-orm';
import { deletedRows, EXPIRED_GRACE, type Poller } from '@/lib/server/core';
import { deliverTransferMail } from './mail';

/** Conversion quotes past their expiry: for the sweep-expired job. */
export const sweepExpiredQuotes = async () => ({
  conversionQuotes: await deletedRows(sql`DELETE FROM conversion_quotes WHERE expires_at < now() - ${EXPIRED_GRACE}`),
});

/** Renders and sends the queued "transfer received" e-mails; its period is how late one may reach the recipient. */
export const transferMailPoller: Poller = { name: 'transfer-mail', seconds: 2, run: deliverTransferMail };
