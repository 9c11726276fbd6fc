import 'server-only';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { schema, type Executor } from '@/lib/server/db';
import { UsageError } from '@/lib/server/core';
import { notifyOfReply } from '@/lib/server/notifications';
import { withEmails } from '@/lib/server/users';
import { MAX_BODY_LENGTH } from '@/lib/validation/mailbox';
import { routePath } from '@/lib/routes';
import { replySubject } from './mailbox';

const { providerMessages: messages } = schema;

export interface OperatorMessageRow {
  id: number;
  userId: number;
  email: string;
  direction: 'to_support' | 'from_support';
  subject: string;
  body: string;
  operator: string | null;
  inReplyTo: number | null;
  createdAt: Date;
  handledAt: Date | null;
  readAt: Date | null;
}

const operatorColumns = {
  id: messages.id,
  userId: messages.userId,
  direction: messages.direction,
  subject: messages.subject,
  body: messages.body,
  operator: messages.operator,
  inReplyTo: messages.inReplyTo,
  createdAt: messages.createdAt,
  handledAt: messages.handledAt,
  readAt: messages.readAt,
};

const LIST_LIMIT = 200;

/** `new`: customers' messages nobody has handled, oldest first (the queue); `all`: the latest of both directions. */
export async function messagesForOperator(tx: Executor, filter: 'new' | 'all'): Promise<OperatorMessageRow[]> {
  const query = tx.select(operatorColumns).from(messages);
  const rows =
    filter === 'new'
      ? await query
          .where(and(eq(messages.direction, 'to_support'), isNull(messages.handledAt)))
          .orderBy(messages.createdAt, messages.id)
          .limit(LIST_LIMIT)
      : await query.orderBy(desc(messages.createdAt), desc(messages.id)).limit(LIST_LIMIT);
  return withEmails(tx, rows);
}

/** One message's whole thread (from the message it started with, every reply below it), oldest first. */
export async function threadForOperator(tx: Executor, id: number): Promise<OperatorMessageRow[]> {
  const { rows: ids } = await tx.execute<{ id: number }>(sql`
    WITH RECURSIVE up AS (
      SELECT id, in_reply_to FROM ${messages} WHERE id = ${id}
      UNION ALL
      SELECT m.id, m.in_reply_to FROM ${messages} m JOIN up ON m.id = up.in_reply_to
    ), down AS (
      SELECT id FROM up WHERE in_reply_to IS NULL
      UNION ALL
      SELECT m.id FROM ${messages} m JOIN down ON m.in_reply_to = down.id
    )
    SELECT id FROM down
  `);
  if (ids.length === 0) throw new UsageError(`no message ${id}`);
  const thread = await tx
    .select(operatorColumns)
    .from(messages)
    .where(
      sql`${messages.id} IN (${sql.join(
        ids.map((row) => sql`${row.id}`),
        sql`, `,
      )})`,
    )
    .orderBy(messages.createdAt, messages.id);
  return withEmails(tx, thread);
}

/**
 * Answers a customer's message in the caller's transaction (the operator command's, with its audit row): the reply,
 * the customer's message marked handled and the bell's notice, under the message's row lock, so two operators
 * answering at once both land as replies but neither is lost. The "internal message received" e-mail (`notice`) is
 * the caller's to send after the commit: a slow mail server never holds the lock.
 */
export async function answerMessage(tx: Executor, id: number, operator: string, text: string) {
  const body = text.trim();
  if (body.length > MAX_BODY_LENGTH) throw new UsageError(`the answer is at most ${MAX_BODY_LENGTH} characters`);
  const [message] = await tx.select().from(messages).where(eq(messages.id, id)).for('update');
  if (!message) throw new UsageError(`no message ${id}`);
  if (message.direction !== 'to_support') throw new UsageError(`message ${id} is support’s own; answer the customer’s message`);
  const subject = replySubject(message.subject);
  const [reply] = await tx
    .insert(messages)
    .values({ userId: message.userId, direction: 'from_support', subject, body, inReplyTo: id, operator })
    .returning({ id: messages.id });
  await tx
    .update(messages)
    .set({ handledAt: sql`now()` })
    .where(and(eq(messages.id, id), isNull(messages.handledAt)));
  const notice = await notifyOfReply(tx, {
    userId: message.userId,
    content: { title: subject, message: body },
    link: routePath('readMessage', { id: reply!.id }),
  });
  return { replyId: reply!.id, userId: message.userId, subject, notice };
}
