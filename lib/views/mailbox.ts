import type { Paging } from './inbox';

/** Messages per folder page (/Incomingmessage, /Outgoingmessage) and on the /Message overview. */
export const FOLDER_PAGE_SIZE = 20;
export const LATEST_COUNT = 5;

export type MessageDirection = 'to_support' | 'from_support';
export type PlanName = 'basic' | 'advanced' | 'pro';

/** Support tier per plan (spec section 6): basic gets support, advanced senior support, pro VIP support. */
export const SUPPORT_TIER_BY_PLAN = { basic: 'support', advanced: 'seniorSupport', pro: 'vipSupport' } as const satisfies Record<
  PlanName,
  string
>;

/**
 * One message in a folder: `unread` for support's messages the customer has not opened, `answered` for the
 * customer's messages support has replied to.
 */
export interface MessageListItem {
  id: number;
  direction: MessageDirection;
  subject: string;
  excerpt: string;
  createdAt: string;
  unread: boolean;
  answered: boolean;
}

export interface MessageFolderView extends Paging {
  items: MessageListItem[];
}

export interface MessageSummary {
  id: number;
  direction: MessageDirection;
  subject: string;
  body: string;
  createdAt: string;
}

/** /Readmessage/{id}: the message, the one it answers and the replies to it. */
export interface ReadMessageView extends MessageSummary {
  answers: MessageSummary | null;
  replies: { id: number; subject: string; createdAt: string }[];
}

/** /Newmessage: the message being answered when `?reply=` names one of the customer's own. */
export interface NewMessageView {
  reply: { id: number; subject: string } | null;
}

/** /Message: what is waiting on either side and the latest messages of both directions. */
export interface MailboxView {
  unreadIncoming: number;
  awaitingAnswer: number;
  latest: MessageListItem[];
}

/** /Profilebox. */
export interface ProfileBoxView {
  fullName: string;
  initials: string;
  email: string;
  pictureUrl: string | null;
  level: number;
  plan: PlanName;
  supportTier: (typeof SUPPORT_TIER_BY_PLAN)[PlanName];
  unreadMessages: number;
}
