import 'server-only';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';
import { notifyOfReply } from '@/lib/server/notifications';
import { audit } from '@/lib/server/core';
import { MAX_BODY_LENGTH } from '@/lib/validation/mailbox';
import { routePath } from '@/lib/routes';
import { replySubject } from './mailbox';

const { providerMessages: messages, users } = schema;

/** What the operator asked for that the messages do not allow: printed to the operator as it is. */
export class MessageOpsError extends Error {}

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
  email: users.email,
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
export async function messagesForOperator(filter: 'new' | 'all', operator: string): Promise<OperatorMessageRow[]> {
  const query = db().select(operatorColumns).from(messages).innerJoin(users, eq(users.id, messages.userId));
  const rows =
    filter === 'new'
      ? await query
          .where(and(eq(messages.direction, 'to_support'), isNull(messages.handledAt)))
          .orderBy(messages.createdAt, messages.id)
          .limit(LIST_LIMIT)
      : await query.orderBy(desc(messages.createdAt), desc(messages.id)).limit(LIST_LIMIT);
  await audit(db(), operator, 'messages', null, { filter, listed: rows.length });
  return rows;
}

/** One message's whole thread (from the message it started with, every reply below it), oldest first. */
export async function threadForOperator(id: number, operator: string): Promise<OperatorMessageRow[]> {
  const { rows: ids } = await db().execute<{ id: number }>(sql`
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
  if (ids.length === 0) throw new MessageOpsError(`no message ${id}`);
  const rows = await db()
    .select(operatorColumns)
    .from(messages)
    .innerJoin(users, eq(users.id, messages.userId))
    .where(
      sql`${messages.id} IN (${sql.join(
        ids.map((row) => sql`${row.id}`),
        sql`, `,
      )})`,
    )
    .orderBy(messages.createdAt, messages.id);
  await audit(db(), operator, 'message', rows[0]?.userId ?? null, { message: id, thread: rows.map((row) => row.id) });
  return rows;
}

/**
 * Answers a customer's message: the reply, the customer's message marked handled, the bell's notice and the audit row
 * commit together, under the message's row lock, so two operators answering at once both land as replies but neither
 * is lost. The "internal message received" e-mail goes out after the commit: a slow mail server never holds the lock.
 */
export async function answerMessage(id: number, operator: string, text: string) {
  const body = text.trim();
  if (body.length > MAX_BODY_LENGTH) throw new MessageOpsError(`the answer is at most ${MAX_BODY_LENGTH} characters`);
  const { notice, ...answer } = await db().transaction(async (tx) => {
    const [message] = await tx.select().from(messages).where(eq(messages.id, id)).for('update');
    if (!message) throw new MessageOpsError(`no message ${id}`);
    if (message.direction !== 'to_support') throw new MessageOpsError(`message ${id} is support’s own; answer the customer’s message`);
    const subject = replySubject(message.subject);
    const [reply] = await tx
      .insert(messages)
      .values({ userId: message.userId, direction: 'from_support', subject, body, inReplyTo: id, operator })
      .returning({ id: messages.id });
    await tx
      .update(messages)
      .set({ handledAt: sql`now()` })
      .where(and(eq(messages.id, id), isNull(messages.handledAt)));
    await audit(tx, operator, 'answer-message', message.userId, { message: id, reply: reply!.id });
    const notice = await notifyOfReply(tx, {
      userId: message.userId,
      content: { title: subject, message: body },
      link: routePath('readMessage', { id: reply!.id }),
    });
    return { replyId: reply!.id, userId: message.userId, subject, notice };
  });
  await notice.send();
  return answer;
}
