import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * Every e-mail and SMS the app sends, whatever the transport: the record of what went out, and where
 * nothing is configured (demo) the only place messages go, shown by the demo outbox page. A row written inside a money
 * transaction (the "transfer received" e-mail) holds the values its template needs in `pending` until the owning
 * domain's poller renders it (subject and bodies) and sends it: the message commits or rolls back with the money, and
 * the transaction does not wait for a renderer or a mail server.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    /** Null only while `pending`. */
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    purpose: text('purpose').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
    error: text('error'),
    /** What the template needs (recipient, values), until the message is rendered. */
    pending: jsonb('pending'),
  },
  (t) => [
    index('outbox_created_idx').on(t.createdAt),
    index('outbox_pending_idx')
      .on(t.purpose, t.id)
      .where(sql`${t.pending} IS NOT NULL AND ${t.error} IS NULL`),
    check('outbox_channel', sql`${t.channel} IN ('email', 'sms')`),
    check('outbox_rendered', sql`${t.textBody} IS NOT NULL OR ${t.pending} IS NOT NULL`),
  ],
);
