import { z } from 'zod';
import { apiHandler } from '@/lib/server/http/handler';
import { helpdesk } from '@/lib/server/support/helpdesk';

const query = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

/** The customer's tickets (a read: opening one is POST user/v1/tickets/create), the most recently updated first, 20 a page (`?page=`). */
export const GET = apiHandler({ query }, async ({ session, query: { page } }) => helpdesk().ticketsOf(session.user.id, page));
