import 'server-only';
import { AppError } from '@/lib/server/core';

/**
 * The request body as bytes, refused with `tooLarge` past `maxBytes`: first on the Content-Length the sender
 * announces, then on the bytes that actually arrive, since a chunked body announces nothing. Reading stops at
 * the limit, so no body costs the server more memory than that, whoever sends it. A body cut off by the client
 * is a 400 that is not logged.
 */
export async function readBodyCapped(request: Request, maxBytes: number, tooLarge: () => AppError): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read().catch((error: unknown) => {
      // The client hung up mid-body (Node reports `aborted`, ECONNRESET): nobody reads the answer, and it is no fault
      // of ours to be logged as one.
      if ((error as { code?: string }).code === 'ECONNRESET' || request.signal.aborted) throw new AppError(400, 'badRequest');
      throw error;
    });
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Room for the multipart boundaries and part headers around an uploaded file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * A multipart/form-data body whose file may be up to `maxFileBytes`. The multipart parser would buffer whatever
 * arrives, so it only gets a body already known to be within that limit (plus the multipart overhead).
 */
export async function readMultipart(request: Request, maxFileBytes: number, tooLarge: () => AppError): Promise<FormData> {
  const bytes = await readBodyCapped(request, maxFileBytes + MULTIPART_OVERHEAD, tooLarge);
  return new Response(bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData().catch(() => {
    throw new AppError(400, 'badRequest');
  });
}
