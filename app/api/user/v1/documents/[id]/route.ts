import { z } from 'zod';
import { downloadResponse } from '@/lib/server/files/uploads';
import { apiHandler } from '@/lib/server/http/handler';
import { readOwnDocument } from '@/lib/server/verification/documents';

const params = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, { error: 'validation.invalid' })
    .transform(Number),
});

/**
 * The signed-in customer's own verification document, as a download. A link cannot send the client token header, so
 * this read goes without it; the session cookie and the owner check protect it (another customer's id is a 404).
 */
export const GET = apiHandler({ params, clientToken: false }, async ({ session, params: { id } }) =>
  downloadResponse(await readOwnDocument(session.user.id, id)),
);
