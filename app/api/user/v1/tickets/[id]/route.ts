import { z } from 'zod';
import { apiHandler } from '@/lib/server/http/handler';
import { ticketOrNotFound } from '@/lib/server/support/tickets';
import { positiveId } from '@/lib/validation/common';

/** One of the customer's tickets with its conversation; another customer's is a 404 like a missing one. */
export const GET = apiHandler({ params: z.object({ id: positiveId }) }, async ({ session, params: { id } }) =>
  ticketOrNotFound(session.user.id, id),
);
