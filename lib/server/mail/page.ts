import 'server-only';
import { desc } from 'drizzle-orm';
import { notFound } from 'next/navigation';
import { outboxPageEnabled } from '@/lib/env';
import { db, schema } from '@/lib/server/db';
import type { OutboxMessage } from '@/lib/views/mail';

const OUTBOX_PAGE_SIZE = 50;

/** /demo-outbox: the newest messages, in demo mode or with OUTBOX_PAGE=on only; elsewhere the page does not exist. */
export async function getDemoOutboxPage(): Promise<OutboxMessage[]> {
  if (!outboxPageEnabled()) notFound();
  const { outbox } = schema;
  return db()
    .select({
      id: outbox.id,
      channel: outbox.channel,
      recipient: outbox.recipient,
      subject: outbox.subject,
      textBody: outbox.textBody,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
      error: outbox.error,
    })
    .from(outbox)
    .orderBy(desc(outbox.id))
    .limit(OUTBOX_PAGE_SIZE);
}
