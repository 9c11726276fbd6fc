import * as support from '@/lib/api/contracts/support';
import { apiHandler, parseOrThrow } from '@/lib/server/http';
import { readPostForm, replyToTicket } from '@/lib/server/support';
import { replySchema } from '@/lib/validation/support';

/** multipart/form-data: `body` and up to three `files`, a reply to the customer's own ticket, which opens it again. */
export const POST = apiHandler(support.ticketReply, async ({ session, request, params: { id } }) => {
  const form = await readPostForm(request);
  const fields = await parseOrThrow(replySchema, { body: form.field('body') }, 422);
  return replyToTicket(session.user.id, id, fields, form.files);
});
