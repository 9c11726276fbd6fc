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
