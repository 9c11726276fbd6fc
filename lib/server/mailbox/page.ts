import 'server-only';
import { notFound } from 'next/navigation';
import { AVATAR_PATH_PREFIX, requireCustomer, toUserRecord } from '@/lib/server/auth';
import { markNoticesRead } from '@/lib/server/notifications';
import { pageOf } from '@/lib/server/core';
import { firstValue } from '@/lib/search-params';
import { positiveInt32Id } from '@/lib/validation/common';
import {
  SUPPORT_TIER_BY_PLAN,
  type MailboxView,
  type MessageFolderView,
  type NewMessageView,
  type ProfileBoxView,
  type ReadMessageView,
} from '@/lib/views/mailbox';
import { routePath } from '@/lib/routes';
import { folderOf, mailboxOf, openMessage, replyTargetOf, unreadMessageCount } from './mailbox';

type SearchParams = Record<string, string | string[] | undefined>;

/** /Incomingmessage: support's messages to the customer, newest first, unread ones marked. */
export async function getIncomingPage(params: SearchParams = {}): Promise<MessageFolderView> {
  const { user } = await requireCustomer();
  return folderOf(user.id, 'from_support', pageOf(params));
}

/** /Outgoingmessage: what the customer sent, newest first, answered ones marked. */
export async function getOutgoingPage(params: SearchParams = {}): Promise<MessageFolderView> {
  const { user } = await requireCustomer();
  return folderOf(user.id, 'to_support', pageOf(params));
}

/** /Newmessage: a blank message, or with `?reply=<id>` of the customer's own message, its "Re:" subject and link. */
export async function getNewMessagePage(params: SearchParams = {}): Promise<NewMessageView> {
  const { user } = await requireCustomer();
  const replyId = positiveInt32Id.safeParse(firstValue(params.reply)).data;
  return { reply: replyId === undefined ? null : await replyTargetOf(user.id, replyId) };
}

/**
 * /Readmessage/{id}: one message of the customer's. This GET page writes on purpose, like /messagedetails: it records
 * only that the signed-in customer read support's message and the bell's notice about it, and recording twice changes
 * nothing. Another customer's id
 * is a 404, never a 403.
 */
export async function getReadMessagePage(id: string): Promise<ReadMessageView> {
  const { user } = await requireCustomer();
  const messageId = positiveInt32Id.safeParse(id).data;
  const message = messageId === undefined ? null : await openMessage(user.id, messageId);
  if (!message) notFound();
  await markNoticesRead(user.id, routePath('readMessage', { id: message.id }));
  return message;
}

/** /Message: the mailbox overview. */
export async function getMailboxPage(): Promise<MailboxView> {
  const { user } = await requireCustomer();
  return mailboxOf(user.id);
}

/** /Profilebox: who the customer is to us, with the support tier their plan gives and their unread messages. */
export async function getProfileBoxPage(): Promise<ProfileBoxView> {
  const { user } = await requireCustomer();
  const fullName = toUserRecord(user).full_name;
  const initials = [user.firstName, user.lastName]
    .map((name) => name.trim().charAt(0))
    .join('')
    .toUpperCase();
  return {
    fullName,
    initials: initials || user.email.charAt(0).toUpperCase(),
    email: user.email,
    pictureUrl: user.imagePath ? `${AVATAR_PATH_PREFIX}${user.imagePath}` : null,
    level: user.verificationLevel,
    plan: user.plan,
    supportTier: SUPPORT_TIER_BY_PLAN[user.plan],
    unreadMessages: await unreadMessageCount(user.id),
  };
}
