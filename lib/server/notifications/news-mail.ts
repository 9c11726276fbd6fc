import 'server-only';
import { eq } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';
import { mailLink, type Recipient, recipientLocale, render } from '@/lib/server/mail';
import { customersByIds, newsReadersAfter, RECIPIENT_FIELDS } from '@/lib/server/users';
import { pendingEmail } from './email';
import { newsTextIn } from './news-text';
import { routePath } from '@/lib/routes';

const { news, newsMailings } = schema;

/** Customers per batch: one job's work stays short, and a failure costs at most this many to retry by hand. */
export const NEWS_MAIL_BATCH = 200;

/** One batch of a news item's e-mails: the customers after `afterUserId`, by id. */
export interface NewsMailJob {
  newsId: number;
  afterUserId: number;
}

/**
 * E-mails one batch of the customers a news item reaches (joined before it was published, spec section 7) who keep
 * "news published" on, each in their language. A customer is claimed in news_mailings before the e-mail is handed
 * over, so a batch that runs twice (two instances, a retry) mails nobody twice; a crash between claim and hand-over
 * loses that e-mail rather than risk sending it twice. The next batch, if any, is returned for the caller to queue.
 */
export async function mailNewsBatch(job: NewsMailJob, size = NEWS_MAIL_BATCH): Promise<{ mailed: number; next: NewsMailJob | null }> {
  const [item] = await db().select().from(news).where(eq(news.id, job.newsId));
  if (!item) return { mailed: 0, next: null };
  const batch = await newsReadersAfter(job.afterUserId, item.createdAt, size);
  if (batch.length === 0) return { mailed: 0, next: null };
  const claimed = await db()
    .insert(newsMailings)
    .values(batch.map((userId) => ({ newsId: item.id, userId })))
    .onConflictDoNothing()
    .returning({ userId: newsMailings.userId });
  const recipients = await customersByIds(
    db(),
    claimed.map(({ userId }) => userId),
    RECIPIENT_FIELDS,
  );
  for (const recipient of recipients) await pendingEmail({ ...newsEmail(recipient, item), purpose: 'news-published' }).send();
  const last = batch.at(-1)!;
  return { mailed: recipients.length, next: batch.length === size ? { newsId: item.id, afterUserId: last } : null };
}

function newsEmail(recipient: Recipient, item: typeof news.$inferSelect) {
  const text = newsTextIn(item, recipientLocale(recipient));
  return render(recipient, (t, brand, locale) => ({
    subject: t('notices.newsSubject', { brand, title: text.title }),
    paragraphs: [text.summary],
    action: { label: t('notices.newsAction'), url: mailLink(routePath('newsDetails', { id: item.id }), locale) },
    unsubscribe: 'newsPublished',
  }));
}
