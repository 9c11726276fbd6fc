import * as support from '@/lib/api/contracts/support';
import { apiHandler, parseOrThrow } from '@/lib/server/http';
import { openCustomerTicket, readPostForm } from '@/lib/server/support';
import { ticketSchema } from '@/lib/validation/support';

/** multipart/form-data: `category`, `subject`, `description` and up to three `files`; answers the new ticket's id. */
export const POST = apiHandler(support.ticketCreate, async ({ session, request }) => {
  const form = await readPostForm(request);
  const fields = await parseOrThrow(
    ticketSchema,
    { category: form.field('category'), subject: form.field('subject'), description: form.field('description') },
    422,
  );
  return openCustomerTicket(session.user, fields, form.files);
});
