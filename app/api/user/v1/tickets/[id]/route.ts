import * as support from '@/lib/api/contracts/support';
import { apiHandler } from '@/lib/server/http';
import { ticketOrNotFound } from '@/lib/server/support';

/** One of the customer's tickets with its conversation; another customer's is a 404 like a missing one. */
export const GET = apiHandler(support.ticket, async ({ session, params: { id } }) => ticketOrNotFound(session.user.id, id));
