import * as support from '@/lib/api/contracts/support';
import { apiHandler, parseOrThrow, readMultipart } from '@/lib/server/http';
import { AppError } from '@/lib/server/core';
import { documentTooLarge, uploadDocument } from '@/lib/server/verification';
import { documentUploadSchema } from '@/lib/validation/verification';
import { MAX_DOCUMENT_BYTES } from '@/lib/terms/verification';

/** multipart/form-data: `kind`, `documentType` and the document in `file`; the wrapper leaves the body unread for it. */
export const POST = apiHandler(support.documentUpload, async ({ session, request }) => {
  const form = await readMultipart(request, MAX_DOCUMENT_BYTES, documentTooLarge);
  const fields = await parseOrThrow(documentUploadSchema, { kind: form.get('kind'), documentType: form.get('documentType') }, 422);
  const file = form.get('file');
  if (!(file instanceof File)) throw new AppError(422, 'verification.errors.documentMissing');
  if (file.size > MAX_DOCUMENT_BYTES) throw documentTooLarge();
  return uploadDocument(session.user, fields, Buffer.from(await file.arrayBuffer()), file.type, file.name);
});
