import * as support from '@/lib/api/contracts/support';
import { apiHandler } from '@/lib/server/http';
import { helpdesk } from '@/lib/server/support';

/** The customer's tickets (a read: opening one is POST user/v1/tickets/create), the most recently updated first, 20 a page (`?page=`). */
export const GET = apiHandler(support.tickets, async ({ session, query: { page } }) => helpdesk().ticketsOf(session.user.id, page));
