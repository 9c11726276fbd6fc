import 'server-only';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';
import { AppError, paged } from '@/lib/server/core';
import { excerptOf } from '@/lib/server/notifications';
import { enforceRateLimit } from '@/lib/server/security';
import type { NewMessage } from '@/lib/validation/mailbox';
import { MAX_SUBJECT_LENGTH } from '@/lib/validation/mailbox';
import {
  FOLDER_PAGE_SIZE,
  LATEST_COUNT,
  type MailboxView,
  type MessageDirection,
  type MessageFolderView,
  type MessageListItem,
  type ReadMessageView,
} from '@/lib/views/mailbox';

const { providerMessages: messages } = schema;
// Spelled out: drizzle leaves column names unqualified in a one-table select, which a correlated subquery cannot use.
const answered = sql<boolean>`EXISTS (SELECT 1 FROM ${messages} AS replies WHERE replies.in_reply_to = ${messages}.id AND replies.direction = 'from_support')`;

const listColumns = {
  id: messages.id,
  direction: messages.direction,
  subject: messages.subject,
  body: messages.body,
  createdAt: messages.createdAt,
  readAt: messages.readAt,
  answered,
};

type ListRow = {
  id: number;
  direction: MessageDirection;
  subject: string;
  body: string;
  createdAt: Date;
  readAt: Date | null;
  answered: boolean;
};

const toListItem = ({ body, readAt, ...row }: ListRow): MessageListItem => ({
  ...row,
  excerpt: excerptOf(body),
  createdAt: row.createdAt.toISOString(),
  unread: row.direction === 'from_support' && readAt === null,
});

const newestFirst = [desc(messages.createdAt), desc(messages.id)];

const unreadIncoming = (userId: number): SQL =>
  and(eq(messages.userId, userId), eq(messages.direction, 'from_support'), isNull(messages.readAt))!;

const awaitingAnswer = (userId: number): SQL =>
  and(eq(messages.userId, userId), eq(messages.direction, 'to_support'), isNull(messages.handledAt))!;

/** "Re: " once, however long the thread, within the subject's limit. */
export const replySubject = (subject: string) => (/^re:/i.test(subject) ? subject : `Re: ${subject}`).slice(0, MAX_SUBJECT_LENGTH);

/**
 * Stores a message to support. The rate limit counts before anything is written, so a flood costs the sender's
 * budget, not the operator's queue. A reply may only answer one of the sender's own messages; anyone else's is a 404
 * like a missing one (the database refuses a cross-customer thread as well).
 */
export async function sendMessage(userId: number, input: NewMessage): Promise<{ id: number }> {
  await enforceRateLimit('provider-message', { account: userId });
  if (input.inReplyTo !== undefined) {
    const [target] = await db()
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, input.inReplyTo), eq(messages.userId, userId)));
    if (!target) throw new AppError(404, 'mailbox.errors.notFound');
  }
  const [row] = await db()
    .insert(messages)
    .values({ userId, direction: 'to_support', subject: input.subject, body: input.body, inReplyTo: input.inReplyTo ?? null })
    .returning({ id: messages.id });
  return { id: row!.id };
}

/** One folder of the customer's messages, newest first, 20 a page; one row more than the page says an older page exists. */
export async function folderOf(userId: number, direction: MessageDirection, page = 1): Promise<MessageFolderView> {
  const rows = await db()
    .select(listColumns)
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.direction, direction)))
    .orderBy(...newestFirst)
    .limit(FOLDER_PAGE_SIZE + 1)
    .offset((page - 1) * FOLDER_PAGE_SIZE);
  return paged(rows, page, FOLDER_PAGE_SIZE, toListItem);
}

export async function unreadMessageCount(userId: number): Promise<number> {
  const [row] = await db().select({ n: count() }).from(messages).where(unreadIncoming(userId));
  return row?.n ?? 0;
}

/** /Message: the two counts and the latest messages of both directions. */
export async function mailboxOf(userId: number): Promise<MailboxView> {
  const [[counts], latest] = await Promise.all([
    db()
      .select({
        unreadIncoming: sql<number>`count(*) FILTER (WHERE ${unreadIncoming(userId)})`.mapWith(Number),
        awaitingAnswer: sql<number>`count(*) FILTER (WHERE ${awaitingAnswer(userId)})`.mapWith(Number),
      })
      .from(messages)
      .where(eq(messages.userId, userId)),
    db()
      .select(listColumns)
      .from(messages)
      .where(eq(messages.userId, userId))
      .orderBy(...newestFirst)
      .limit(LATEST_COUNT),
  ]);
  return { unreadIncoming: counts?.unreadIncoming ?? 0, awaitingAnswer: counts?.awaitingAnswer ?? 0, latest: latest.map(toListItem) };
}

/** The subject a reply starts from: only the customer's own message; null for anything else. */
export async function replyTargetOf(userId: number, id: number): Promise<{ id: number; subject: string } | null> {
  const [row] = await db()
    .select({ id: messages.id, subject: messages.subject })
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.userId, userId)));
  return row ? { id: row.id, subject: replySubject(row.subject) } : null;
}

const summaryOf = (row: typeof messages.$inferSelect) => ({
  id: row.id,
  direction: row.direction,
  subject: row.subject,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Opens one of the customer's messages with the one it answers and the replies to it, and marks support's message
 * read (the first opening only; a reload changes nothing). Null for another customer's id, exactly like a missing one.
 */
export async function openMessage(userId: number, id: number): Promise<ReadMessageView | null> {
  const own = (messageId: number) => and(eq(messages.id, messageId), eq(messages.userId, userId));
  const [row] = await db().select().from(messages).where(own(id));
  if (!row) return null;
  const [answers, replyRows] = await Promise.all([
    row.inReplyTo === null ? [] : db().select().from(messages).where(own(row.inReplyTo)),
    db()
      .select({ id: messages.id, subject: messages.subject, createdAt: messages.createdAt })
      .from(messages)
      .where(and(eq(messages.inReplyTo, row.id), eq(messages.userId, userId)))
      .orderBy(messages.createdAt, messages.id),
  ]);
  if (row.direction === 'from_support' && row.readAt === null) {
    await db()
      .update(messages)
      .set({ readAt: sql`now()` })
      .where(and(own(id), isNull(messages.readAt)));
  }
  return {
    ...summaryOf(row),
    answers: answers[0] ? summaryOf(answers[0]) : null,
    replies: replyRows.map((reply) => ({ ...reply, createdAt: reply.createdAt.toISOString() })),
  };
}
