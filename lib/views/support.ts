/** What a ticket is about, in the order the form offers them. */
export const TICKET_CATEGORIES = ['account', 'verification', 'payments', 'trading', 'atm', 'security', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** open: support's turn; waiting: the customer's ("waiting for you"); resolved: done until the customer writes again. */
export const TICKET_STATUSES = ['open', 'waiting', 'resolved'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** The support tier of spec section 6, taken from the customer's plan when the ticket is opened. */
export const SUPPORT_TIERS = ['support', 'senior', 'vip'] as const;
export type SupportTier = (typeof SUPPORT_TIERS)[number];

export const TICKET_AUTHORS = ['customer', 'support'] as const;
export type TicketAuthor = (typeof TICKET_AUTHORS)[number];

/** Files one post may carry, and the largest one accepted. */
export const MAX_ATTACHMENTS = 3;
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
/** What the file picker offers; the server decides by the file's bytes. */
export const ATTACHMENT_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

export const TICKETS_PAGE_SIZE = 20;

export interface TicketListItem {
  id: number;
  subject: string;
  category: TicketCategory;
  status: TicketStatus;
  updatedAt: string;
}

export interface TicketListView {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  items: TicketListItem[];
}

/** Where the ticket's owner downloads an attachment. */
export const attachmentUrlOf = (id: number) => `/api/user/v1/tickets/attachments/${id}`;

export interface AttachmentView {
  id: number;
  originalName: string;
  sizeBytes: number;
  url: string;
}

export interface TicketPostView {
  id: number;
  author: TicketAuthor;
  /** The operator's name on a support post; null on the customer's own. */
  operatorName: string | null;
  body: string;
  createdAt: string;
  attachments: AttachmentView[];
}

export interface TicketView extends TicketListItem {
  tier: SupportTier;
  createdAt: string;
  /** Oldest first. */
  posts: TicketPostView[];
}
