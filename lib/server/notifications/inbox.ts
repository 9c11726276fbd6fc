import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';
import { newsTextIn } from './news-text';
import { noticeText } from './notices';
import { broadcastNotRead, broadcastReaches, newsNotRead, newsReaches, type Reader } from './unread';
import { paged } from '@/lib/server/core';
import {
  INBOX_PAGE_SIZE,
  NEWS_PAGE_SIZE,
  type InboxView,
  type MessageView,
  type NewsArticleView,
  type NewsListView,
} from '@/lib/views/inbox';

const { broadcasts, news, broadcastReads, newsReads } = schema;

const EXCERPT_CHARS = 140;
export const excerptOf = (text: string) => (text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS - 1).trimEnd()}…` : text);

/**
 * The broadcasts that reach the customer (the spec's rules, shared with the bell), newest first, a page of 20 at a
 * time; one row more than the page tells whether an older page exists.
 */
export async function inboxOf(reader: Reader, locale: string, page = 1): Promise<InboxView> {
  const rows = await db()
    .select({
      id: broadcasts.id,
      title: broadcasts.title,
      message: broadcasts.message,
      notice: broadcasts.notice,
      noticeValues: broadcasts.noticeValues,
      createdAt: broadcasts.createdAt,
      unread: sql<boolean>`${broadcastNotRead(reader)}`,
    })
    .from(broadcasts)
    .where(broadcastReaches(reader))
    .orderBy(desc(broadcasts.createdAt), desc(broadcasts.id))
    .limit(INBOX_PAGE_SIZE + 1)
    .offset((page - 1) * INBOX_PAGE_SIZE);
  return paged(rows, page, INBOX_PAGE_SIZE, (row) => {
    const { title, message } = noticeText(row, locale);
    return { id: row.id, title, excerpt: excerptOf(message), createdAt: row.createdAt.toISOString(), unread: row.unread };
  });
}

/**
 * Opens one broadcast for the customer and records that they read it; null when the broadcast does not reach them
 * (another customer's message is indistinguishable from a missing one). Recording again changes nothing.
 */
export async function openBroadcast(reader: Reader, id: number, locale: string): Promise<MessageView | null> {
  const [row] = await db()
    .select()
    .from(broadcasts)
    .where(and(eq(broadcasts.id, id), broadcastReaches(reader)));
  if (!row) return null;
  await db().insert(broadcastReads).values({ userId: reader.id, broadcastId: row.id }).onConflictDoNothing();
  return { id: row.id, ...noticeText(row, locale), link: row.link, createdAt: row.createdAt.toISOString() };
}

/**
 * Every published news item, newest first, 10 a page. Items published before the account never reach the bell, so
 * only items that reach the customer and were not opened are marked unread.
 */
export async function newsListOf(reader: Reader, locale: string, page = 1): Promise<NewsListView> {
  const rows = await db()
    .select({
      id: news.id,
      title: news.title,
      summary: news.summary,
      body: news.body,
      translations: news.translations,
      createdAt: news.createdAt,
      unread: sql<boolean>`(${newsReaches(reader)} AND ${newsNotRead(reader)})`,
    })
    .from(news)
    .orderBy(desc(news.createdAt), desc(news.id))
    .limit(NEWS_PAGE_SIZE + 1)
    .offset((page - 1) * NEWS_PAGE_SIZE);
  return paged(rows, page, NEWS_PAGE_SIZE, (row) => {
    const { title, summary } = newsTextIn(row, locale);
    return { id: row.id, title, summary, unread: row.unread, createdAt: row.createdAt.toISOString() };
  });
}

/** Opens one news article and records that the customer read it; null when there is no such item. */
export async function openNews(reader: Reader, id: number, locale: string): Promise<NewsArticleView | null> {
  const [row] = await db().select().from(news).where(eq(news.id, id));
  if (!row) return null;
  await db().insert(newsReads).values({ userId: reader.id, newsId: row.id }).onConflictDoNothing();
  return { id: row.id, ...newsTextIn(row, locale), createdAt: row.createdAt.toISOString() };
}
