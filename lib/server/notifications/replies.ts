import 'server-only';
import { sql } from 'drizzle-orm';
import { db, schema, type Executor } from '@/lib/server/db';
import { mailLink, type Recipient, render, type RenderedEmail } from '@/lib/server/mail';
import { settingEmail, type PendingEmail } from './email';
import { notify, wordNotice, type FreeText, type Notice } from './notices';

const { broadcasts, broadcastReads } = schema;

/**
 * A reply from support to one customer: what the bell says (support's own words, or a notice worded for each reader),
 * and the page (without language) it is about.
 */
export interface ReplyNotice {
  userId: number;
  content: Notice | FreeText;
  link: string;
}

/** "Internal message received": the reply's title and text, and the way to the conversation in the account. */
export function internalMessageEmail(recipient: Recipient, notice: ReplyNotice): RenderedEmail {
  return render(recipient, (t, brand, locale) => {
    const { title, message } = 'key' in notice.content ? wordNotice(notice.content, locale) : notice.content;
    return {
      subject: t('notices.replySubject', { brand, title }),
      paragraphs: [t('notices.replyIntro'), message],
      action: { label: t('notices.replyAction'), url: mailLink(notice.link, locale) },
      unsubscribe: 'internalMessage',
    };
  });
}

/**
 * Called in the transaction that stores support's reply: a broadcast to that customer carries the notice (the bell,
 * and the legacy unread-broadcast call, count it like any other), and the e-mail is prepared when the customer keeps
 * "internal message received" on.
 */
export async function notifyOfReply(tx: Executor, notice: ReplyNotice): Promise<PendingEmail> {
  await notify(tx, notice.userId, notice.content, notice.link);
  return settingEmail(tx, notice.userId, 'internalMessage', 'internal-message', (recipient) => internalMessageEmail(recipient, notice));
}

/** The customer opened the page notices point to: they are read, so the bell drops without a detour through the inbox. */
export async function markNoticesRead(userId: number, link: string): Promise<void> {
  await db().execute(sql`
    INSERT INTO ${broadcastReads} (user_id, bc_id)
    SELECT ${userId}, bc_id FROM ${broadcasts} WHERE to_send = 'User' AND toid = ${userId} AND link = ${link}
    ON CONFLICT DO NOTHING`);
}
