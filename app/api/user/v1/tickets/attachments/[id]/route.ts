import * as support from '@/lib/api/contracts/support';
import { downloadResponse } from '@/lib/server/files';
import { AppError } from '@/lib/server/core';
import { apiHandler } from '@/lib/server/http';
import { helpdesk } from '@/lib/server/support';

/**
 * A file of one of the customer's own tickets, as a download. A link cannot send the client token header, so the
 * session cookie and the owner check protect it (another customer's attachment is a 404), as for KYC documents.
 */
export const GET = apiHandler(support.ticketAttachment, async ({ session, params: { id } }) => {
  const file = await helpdesk().readAttachment(session.user.id, id);
  if (!file) throw new AppError(404, 'notFound');
  return downloadResponse(file);
});
