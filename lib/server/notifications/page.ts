import 'server-only';
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { requireCustomer } from '@/lib/server/auth';
import type { InboxView, MessageView, NewsArticleView, NewsListView } from '@/lib/views/inbox';
import type { NotificationKey } from '@/lib/validation/profile';
import { pageOf } from '@/lib/server/core';
import { positiveInt32Id } from '@/lib/validation/common';
import { inboxOf, newsListOf, openBroadcast, openNews } from './inbox';
import { unsubscribeOffer } from './unsubscribe';

type SearchParams = Record<string, string | string[] | undefined>;

/** /messages: the broadcasts that reached the customer, newest first, unread ones marked. */
export async function getMessagesPage(params: SearchParams = {}): Promise<InboxView> {
  const { user } = await requireCustomer();
  return inboxOf(user, await getLocale(), pageOf(params));
}

/**
 * /messagedetails/{id}: one broadcast, marked read for this customer. This GET page writes on purpose: it records
 * only that the signed-in customer read it, and recording twice changes nothing, so a reload or prefetch is harmless.
 * A broadcast that does not reach the customer (another customer's message) is a 404, never a 403.
 */
export async function getMessageDetailsPage(id: string): Promise<MessageView> {
  const { user } = await requireCustomer();
  const broadcastId = positiveInt32Id.safeParse(id).data;
  const message = broadcastId === undefined ? null : await openBroadcast(user, broadcastId, await getLocale());
  if (!message) notFound();
  return message;
}

/** /News: every published item, newest first, 10 a page (`?page=`). */
export async function getNewsPage(params: SearchParams = {}): Promise<NewsListView> {
  const { user } = await requireCustomer();
  return newsListOf(user, await getLocale(), pageOf(params));
}

/** /Newsdetailss/{id}: the article, marked read for this customer (an idempotent write of the reader's own state, as above). */
export async function getNewsDetailsPage(id: string): Promise<NewsArticleView> {
  const { user } = await requireCustomer();
  const newsId = positiveInt32Id.safeParse(id).data;
  const article = newsId === undefined ? null : await openNews(user, newsId, await getLocale());
  if (!article) notFound();
  return article;
}

/**
 * /unsubscribe/{id}: which e-mails the link turns off, and whether they are still on. Opening the page changes
 * nothing (mail scanners open links); the button does. A link that names nobody is a 404.
 */
export async function getUnsubscribePage(id: string): Promise<{ id: string; setting: NotificationKey; on: boolean }> {
  const offer = await unsubscribeOffer(id);
  if (!offer) notFound();
  return { id, ...offer };
}
