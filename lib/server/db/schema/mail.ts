import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * Every e-mail and SMS the app sends, whatever the transport: the record of what went out, and where
 * nothing is configured (demo) the only place messages go, shown by the demo outbox page.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    purpose: text('purpose').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
    error: text('error'),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt), check('outbox_channel', sql`${t.channel} IN ('email', 'sms')`)],
);
