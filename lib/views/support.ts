import type { z } from 'zod';
import type { attachmentAnswer, ticketAnswer, ticketListAnswer, ticketListItem, ticketPostAnswer } from '@/lib/api/contracts/support';

export const TICKETS_PAGE_SIZE = 20;

export type TicketListItem = z.infer<typeof ticketListItem>;

export type TicketListView = z.infer<typeof ticketListAnswer>;

/** Where the ticket's owner downloads an attachment. */
export const attachmentUrlOf = (id: number) => `/api/user/v1/tickets/attachments/${id}`;

export type AttachmentView = z.infer<typeof attachmentAnswer>;

export type TicketPostView = z.infer<typeof ticketPostAnswer>;

export type TicketView = z.infer<typeof ticketAnswer>;
