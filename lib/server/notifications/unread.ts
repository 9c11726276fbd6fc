import 'server-only';
import { and, desc, eq, gt, notExists, or, sql, type SQL } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';
import { newsTextIn } from './news-text';
import { noticeText } from './notices';

const { broadcasts, news, broadcastReads, newsReads } = schema;

export interface Reader {
  id: number;
  createdAt: Date;
}

/**
 * The broadcasts that reach a customer, exactly as spec section 7 defines them: broadcast 1 always; a broadcast to All
 * that is newer than the account; a broadcast to this user. The inbox lists these; the unread ones are those the
 * customer has not opened.
 */
export const broadcastReaches = (reader: Reader): SQL =>
  or(
    eq(broadcasts.id, 1),
    and(eq(broadcasts.toSend, 'All'), gt(broadcasts.createdAt, reader.createdAt)),
    and(eq(broadcasts.toSend, 'User'), eq(broadcasts.toId, reader.id)),
  )!;

/** The news that reaches a customer: published after the account was created (spec section 7). */
export const newsReaches = (reader: Reader): SQL => gt(news.createdAt, reader.createdAt);

/** Not opened by this customer: the reads table is per customer and item, so one customer's reading leaves others' counts alone. */
export const broadcastNotRead = (reader: Reader): SQL =>
  notExists(
    db()
      .select({ one: sql`1` })
      .from(broadcastReads)
      .where(and(eq(broadcastReads.userId, reader.id), eq(broadcastReads.broadcastId, broadcasts.id))),
  );

export const newsNotRead = (reader: Reader): SQL =>
  notExists(
    db()
      .select({ one: sql`1` })
      .from(newsReads)
      .where(and(eq(newsReads.userId, reader.id), eq(newsReads.newsId, news.id))),
  );

/**
 * Unread broadcasts: those that reach the customer (spec section 7) and that the customer has not opened; a notice in
 * `locale` (the legacy client's lang header).
 */
export async function listUnreadBroadcasts(reader: Reader, locale: string) {
  const rows = await db()
    .select()
    .from(broadcasts)
    .where(and(broadcastReaches(reader), broadcastNotRead(reader)))
    .orderBy(desc(broadcasts.createdAt));
  return rows.map((b) => ({
    bc_id: b.id,
    ...noticeText(b, locale),
    to_send: b.toSend,
    toid: b.toId,
    created_datetime: b.createdAt.toISOString(),
  }));
}

/**
 * Unread news: published after the account was created (spec section 7) and not opened by the customer; titles in
 * `locale` where the item was translated.
 */
export async function listUnreadNews(reader: Reader, locale: string) {
  const rows = await db()
    .select()
    .from(news)
    .where(and(newsReaches(reader), newsNotRead(reader)))
    .orderBy(desc(news.createdAt));
  return rows.map((n) => {
    const { title, summary } = newsTextIn(n, locale);
    return { id: n.id, title, summary, created_datetime: n.createdAt.toISOString() };
  });
}
