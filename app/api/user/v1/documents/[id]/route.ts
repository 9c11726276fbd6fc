import * as support from '@/lib/api/contracts/support';
import { downloadResponse } from '@/lib/server/files';
import { apiHandler } from '@/lib/server/http';
import { readOwnDocument } from '@/lib/server/verification';

/**
 * The signed-in customer's own verification document, as a download. A link cannot send the client token header, so
 * this read goes without it; the session cookie and the owner check protect it (another customer's id is a 404).
 */
export const GET = apiHandler(support.document, async ({ session, params: { id } }) =>
  downloadResponse(await readOwnDocument(session.user.id, id)),
);
