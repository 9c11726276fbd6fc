import 'server-only';
import type { Executor } from '@/lib/server/db';
import type { TicketListView, TicketView } from '@/lib/views/support';
import type { SupportTier, TicketCategory, TicketStatus } from '@/lib/terms/support';
import type { CheckedFile } from './attachments';
import { postgresHelpdesk } from './postgres-helpdesk';

/** Whose ticket it is: a signed-up customer, or a guest note's e-mail (and the customer it belongs to, if any). */
export type TicketOwner = { userId: number } | { guestEmail: string; guestLanguage: string; userId: number | null };

export interface NewTicket {
  owner: TicketOwner;
  category: TicketCategory;
  subject: string;
  description: string;
  tier: SupportTier;
  files: CheckedFile[];
}

/** A ticket as the operator sees it in the queue. */
export interface QueuedTicket {
  id: number;
  tier: SupportTier;
  status: TicketStatus;
  customer: string;
  subject: string;
  lastPostAt: Date;
}

/** Who an answered or re-statused ticket belongs to: where support's answer has to reach. */
export interface TicketContact {
  id: number;
  subject: string;
  status: TicketStatus;
  userId: number | null;
  /** Set on a guest note: the answer goes to this address, in this language. */
  guest: { email: string; language: string } | null;
}

/**
 * The support tickets, wherever they are kept. Pages, routes and the operator CLI use only this, so a hosted helpdesk
 * (Jira Service Management) can replace the PostgreSQL store by a second implementation selected in `helpdesk()`.
 * Every customer read and write names the customer: another customer's ticket is null exactly like a missing one.
 * An operator's change is written in the caller's transaction (the operator command's, with its audit row and the
 * notice), so all of it commits or none; `before` runs in the storing transaction before anything is written (the
 * storage quota), and a refusal it throws leaves nothing behind, files included.
 */
export interface Helpdesk {
  openTicket(ticket: NewTicket, before?: (tx: Executor) => Promise<void>): Promise<{ id: number }>;
  ticketsOf(userId: number, page: number): Promise<TicketListView>;
  ticketOf(userId: number, id: number): Promise<TicketView | null>;
  /** The customer's reply; the ticket is open again (a resolved one too). Null when it is not the customer's. */
  reply(
    userId: number,
    id: number,
    body: string,
    files: CheckedFile[],
    before?: (tx: Executor) => Promise<void>,
  ): Promise<{ id: number } | null>;
  /** An operator's answer: the ticket waits for the customer, or is resolved. Null when there is no such ticket. */
  answer(tx: Executor, id: number, answer: { operator: string; body: string; resolve: boolean }): Promise<TicketContact | null>;
  setStatus(tx: Executor, id: number, status: TicketStatus): Promise<TicketContact | null>;
  /** The queue for operators, VIP first, then the longest waiting. */
  queue(status: TicketStatus | 'all'): Promise<QueuedTicket[]>;
  /** The whole ticket for an operator, whoever owns it. */
  conversation(id: number): Promise<(TicketView & { customer: string }) | null>;
  readAttachment(userId: number, attachmentId: number): Promise<{ bytes: Buffer; mimeType: string; originalName: string } | null>;
}

/** The one place that chooses the store. */
export const helpdesk = (): Helpdesk => postgresHelpdesk;
