import { z } from 'zod';
import { apiHandler } from '@/lib/server/http/handler';
import { attachmentHeader, readOwnDocument } from '@/lib/server/verification/documents';

const params = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, { error: 'validation.invalid' })
    .transform(Number),
});

/**
 * The signed-in customer's own verification document, as a download. A link cannot send the client token header, so
 * this read goes without it; the session cookie and the owner check protect it (another customer's id is a 404). The
 * headers keep a browser from rendering or sniffing it.
 */
export const GET = apiHandler({ params, clientToken: false }, async ({ session, params: { id } }) => {
  const document = await readOwnDocument(session.user.id, id);
  return new Response(new Uint8Array(document.bytes), {
    headers: {
      'Content-Type': document.mimeType,
      'Content-Disposition': attachmentHeader(document.originalName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
});
