import 'server-only';
import { desc } from 'drizzle-orm';
import { notFound } from 'next/navigation';
import { outboxPageEnabled } from '@/lib/env';
import { isResetTokenUsable } from '@/lib/server/auth/recovery';
import { db, schema } from '@/lib/server/db';

/** /forgetchangepassword/{id}: whether the link still works, so a dead one is said so before any typing. */
export async function getResetPasswordPage(token: string): Promise<{ token: string; usable: boolean }> {
  return { token, usable: await isResetTokenUsable(token) };
}

const OUTBOX_PAGE_SIZE = 50;

export type OutboxMessage = Pick<
  typeof schema.outbox.$inferSelect,
  'id' | 'channel' | 'recipient' | 'subject' | 'textBody' | 'createdAt' | 'sentAt' | 'error'
>;

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
