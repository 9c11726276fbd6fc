import 'server-only';
import { sql } from 'drizzle-orm';
import { defineJob, deletedRows, EXPIRED_GRACE } from '@/lib/server/core';
import { deliverTransferMail } from './mail';

/** Conversion quotes past their expiry: for the sweep-expired job. */
export const sweepExpiredQuotes = async () => ({
  conversionQuotes: await deletedRows(sql`DELETE FROM conversion_quotes WHERE expires_at < now() - ${EXPIRED_GRACE}`),
});

/** Seconds between passes over the queued "transfer received" e-mails: how late one may reach the recipient. */
const TRANSFER_MAIL_SECONDS = 2;

export const transferMailJob = defineJob<object, { delivered: number }>({
  name: 'transfer-mail',
  cron: '* * * * *',
  every: () => TRANSFER_MAIL_SECONDS,
  run: async () => ({ delivered: await deliverTransferMail() }),
  quiet: ({ delivered }) => delivered === 0,
});
