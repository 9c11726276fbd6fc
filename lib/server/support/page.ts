import 'server-only';
import { notFound } from 'next/navigation';
import { requireCustomer } from '@/lib/server/auth';
import { markNoticesRead } from '@/lib/server/notifications';
import { pageOf } from '@/lib/server/core';
import { positiveId } from '@/lib/validation/common';
import type { TicketListView, TicketView } from '@/lib/views/support';
import { routePath } from '@/lib/routes';
import { helpdesk } from './helpdesk';

type SearchParams = Record<string, string | string[] | undefined>;

/** /jiramessages: the customer's tickets, the most recently updated first (`?page=`). */
export async function getTicketsPage(params: SearchParams = {}): Promise<TicketListView> {
  const { user } = await requireCustomer();
  return helpdesk().ticketsOf(user.id, pageOf(params));
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
  const ticketId = positiveId.safeParse(id).data;
  const ticket = ticketId === undefined ? null : await helpdesk().ticketOf(user.id, ticketId);
  if (!ticket) notFound();
  await markNoticesRead(user.id, routePath('openIssue', { id: ticket.id }));
  return ticket;
}
