import 'server-only';
import { notFound } from 'next/navigation';
import { requireCustomer } from '@/lib/server/auth/current';
import { pageNumber } from '@/lib/server/inbox/inbox';
import { markNoticesRead } from '@/lib/server/notifications/replies';
import { positiveId } from '@/lib/validation/common';
import type { TicketListView, TicketView } from '@/lib/views/support';
import { helpdesk } from './helpdesk';

type SearchParams = Record<string, string | string[] | undefined>;

/** /jiramessages: the customer's tickets, the most recently updated first (`?page=`). */
export async function getTicketsPage(params: SearchParams = {}): Promise<TicketListView> {
  const { user } = await requireCustomer();
  return helpdesk().ticketsOf(user.id, pageNumber(Array.isArray(params.page) ? params.page[0] : params.page));
}

/** /createissue: only a signed-in customer opens a ticket (the form itself needs nothing from the server). */
export async function getCreateIssuePage(): Promise<void> {
  await requireCustomer();
}

/**
 * /openissue/{id}: one of the customer's tickets with its conversation. Opening it counts support's answers to it as
 * read (the bell drops), an idempotent write of the reader's own state. Another customer's ticket is a 404.
 */
export async function getTicketPage(id: string): Promise<TicketView> {
  const { user } = await requireCustomer();
  const parsed = positiveId.safeParse(id);
  const ticket = parsed.success ? await helpdesk().ticketOf(user.id, parsed.data) : null;
  if (!ticket) notFound();
  await markNoticesRead(user.id, `/openissue/${ticket.id}`);
  return ticket;
}
