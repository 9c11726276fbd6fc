import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { db, schema, type Executor } from '@/lib/server/db';
import { sendEmail, type Email } from '@/lib/server/mail/deliver';
import { mailLink } from '@/lib/server/mail/links';
import { recipientColumns } from '@/lib/server/mail/recipients';
import { render, type Recipient, type RenderedEmail } from '@/lib/server/mail/templates';

const { broadcasts, broadcastReads, users } = schema;

/** A reply from support to one customer: what the bell's notice says, and the page (without language) it is about. */
export interface ReplyNotice {
  userId: number;
  title: string;
  message: string;
  link: string;
}

export interface PendingEmail {
  /** Hands the e-mail to the mail server; call after the commit, so a slow server never holds the transaction. */
  send(): Promise<void>;
}

export const NOTHING_TO_SEND: PendingEmail = { send: async () => {} };

/** An e-mail to hand over later: `send` waits until the mail server took it or refused (the outbox keeps which). */
export const pendingEmail = (email: Email): PendingEmail => ({
  async send() {
    await (
      await sendEmail(email)
    ).settled;
  },
});

/** "Internal message received": the reply's title and text, and the way to the conversation in the account. */
export function internalMessageEmail(recipient: Recipient, notice: ReplyNotice): RenderedEmail {
  return render(recipient, (t, brand, locale) => ({
    subject: t('notices.replySubject', { brand, title: notice.title }),
    paragraphs: [t('notices.replyIntro'), notice.message],
    action: { label: t('notices.replyAction'), url: mailLink(notice.link, locale) },
    unsubscribe: 'internalMessage',
  }));
}

/**
 * Called in the transaction that stores support's reply: a broadcast to that customer carries the notice (the bell,
 * and the legacy unread-broadcast call, count it like any other), and the e-mail is prepared when the customer keeps
 * "internal message received" on.
 */
export async function notifyOfReply(tx: Executor, notice: ReplyNotice): Promise<PendingEmail> {
  await tx
    .insert(broadcasts)
    .values({ title: notice.title, message: notice.message, toSend: 'User', toId: notice.userId, link: notice.link });
  const [customer] = await tx
    .select({ ...recipientColumns, wanted: users.notifyInternalMessage, status: users.status })
    .from(users)
    .where(eq(users.id, notice.userId));
  if (!customer?.wanted || customer.status !== 'active') return NOTHING_TO_SEND;
  const email = internalMessageEmail(customer, notice);
  return {
    async send() {
      await (
        await sendEmail({ ...email, purpose: 'internal-message' })
      ).settled;
    },
  };
}

/** The customer opened the page notices point to: they are read, so the bell drops without a detour through the inbox. */
export async function markNoticesRead(userId: number, link: string): Promise<void> {
  await db().execute(sql`
    INSERT INTO ${broadcastReads} (user_id, bc_id)
    SELECT ${userId}, bc_id FROM ${broadcasts} WHERE to_send = 'User' AND toid = ${userId} AND link = ${link}
    ON CONFLICT DO NOTHING`);
}
