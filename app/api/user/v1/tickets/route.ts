import { z } from 'zod';
import { apiHandler, parseOrThrow } from '@/lib/server/http/handler';
import { readPostForm } from '@/lib/server/support/attachments';
import { helpdesk } from '@/lib/server/support/helpdesk';
import { openCustomerTicket } from '@/lib/server/support/tickets';
import { ticketSchema } from '@/lib/validation/support';

const query = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

/** The customer's tickets, the most recently updated first, 20 a page (`?page=`). */
export const GET = apiHandler({ query }, async ({ session, query: { page } }) => helpdesk().ticketsOf(session.user.id, page));

/** multipart/form-data: `category`, `subject`, `description` and up to three `files`; answers the new ticket's id. */
export const POST = apiHandler({}, async ({ session, request }) => {
  const form = await readPostForm(request);
  const fields = await parseOrThrow(
    ticketSchema,
    { category: form.field('category'), subject: form.field('subject'), description: form.field('description') },
    422,
  );
  return openCustomerTicket(session.user, fields, form.files);
});
