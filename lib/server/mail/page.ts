import 'server-only';
import { desc, isNotNull } from 'drizzle-orm';
import { notFound } from 'next/navigation';
import { outboxPageEnabled } from '@/lib/env';
import { db, schema } from '@/lib/server/db';
import type { OutboxMessage } from '@/lib/views/mail';

const OUTBOX_PAGE_SIZE = 50;

/** /demo-outbox: the newest rendered messages, in demo mode or with OUTBOX_PAGE=on only; elsewhere the page does not exist. */
export async function getDemoOutboxPage(): Promise<OutboxMessage[]> {
  if (!outboxPageEnabled()) notFound();
  const { outbox } = schema;
  const rows = await db()
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
    // A queued e-mail shows once it is rendered (seconds later): until then it has no text to show.
    .where(isNotNull(outbox.textBody))
    .orderBy(desc(outbox.id))
    .limit(OUTBOX_PAGE_SIZE);
  return rows.map((row) => ({ ...row, textBody: row.textBody ?? '' }));
}
