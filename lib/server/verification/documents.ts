import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import type { CustomerRow } from '@/lib/server/auth';
import { db, schema } from '@/lib/server/db';
import { cleanOriginalName, ensureStorageRoom, FILE_FORMATS, readStoredFile, sniffFormat, storeFile } from '@/lib/server/files';
import { AppError, lockCustomer } from '@/lib/server/core';
import type { DocumentUploadInput } from '@/lib/validation/verification';
import { type DocumentView, type UploadedDocument } from '@/lib/views/verification';
import { MAX_DOCUMENT_BYTES } from '@/lib/terms/verification';

const { kycDocuments } = schema;

/** Scans and photos of documents: a PDF, a JPEG or a PNG, decided by the file's first bytes. */
const FORMATS = ['pdf', 'jpeg', 'png'] as const;
/** How many documents of one kind may wait for review at once. */
export const MAX_PENDING_PER_KIND = 3;

export const documentTooLarge = () => new AppError(413, 'verification.errors.documentTooLarge');
const wrongType = () => new AppError(422, 'verification.errors.documentType');

/**
 * Stores a verification document as it was sent (files/uploads.ts, in the transaction of its row), and lists it as
 * pending. Refused: a customer who has not completed the profile (403), a file over 10 MB (413), anything but a
 * PDF, JPEG or PNG by its bytes (422), a fourth document of one kind waiting for review (409), a file that would take
 * the customer's documents and ticket attachments past their storage quota (422).
 */
export async function uploadDocument(
  user: Pick<CustomerRow, 'id' | 'verificationLevel'>,
  input: DocumentUploadInput,
  bytes: Buffer,
  declaredType: string,
  originalName: string,
): Promise<UploadedDocument> {
  if (user.verificationLevel < 1) throw new AppError(403, 'verification.errors.profileFirst', { nextStep: 'profile' });
  if (bytes.length > MAX_DOCUMENT_BYTES) throw documentTooLarge();
  const format = sniffFormat(bytes, declaredType, FORMATS);
  if (!format) throw wrongType();
  return db().transaction(async (tx) => {
    // The customer's row is the lock: two uploads at once count each other's documents.
    await lockCustomer(tx, user.id);
    const [pending] = await tx
      .select({ n: count() })
      .from(kycDocuments)
      .where(and(eq(kycDocuments.userId, user.id), eq(kycDocuments.kind, input.kind), eq(kycDocuments.status, 'pending')));
    if ((pending?.n ?? 0) >= MAX_PENDING_PER_KIND)
      throw new AppError(409, 'verification.errors.documentPending', { values: { max: MAX_PENDING_PER_KIND } });
    await ensureStorageRoom(tx, user.id, bytes.length);
    const [row] = await tx
      .insert(kycDocuments)
      .values({
        userId: user.id,
        kind: input.kind,
        documentType: input.documentType,
        storedName: await storeFile(tx, 'kyc', user.id, bytes),
        originalName: cleanOriginalName(originalName),
        mimeType: FILE_FORMATS[format],
        sizeBytes: bytes.length,
      })
      .returning({ id: kycDocuments.id, status: kycDocuments.status });
    return row!;
  });
}

export const downloadUrlOf = (id: number) => `/api/user/v1/documents/${id}`;

/** The customer's documents, newest first. */
export async function documentsOf(userId: number): Promise<DocumentView[]> {
  const rows = await db()
    .select()
    .from(kycDocuments)
    .where(eq(kycDocuments.userId, userId))
    .orderBy(desc(kycDocuments.createdAt), desc(kycDocuments.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    documentType: row.documentType,
    originalName: row.originalName,
    sizeBytes: row.sizeBytes,
    status: row.status,
    refusalReason: row.refusalReason,
    createdAt: row.createdAt.toISOString(),
    downloadUrl: downloadUrlOf(row.id),
  }));
}

/** How many of the customer's documents of each kind wait for review. */
export async function pendingKindsOf(userId: number): Promise<Map<string, number>> {
  const rows = await db()
    .select({ kind: kycDocuments.kind, n: count() })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.userId, userId), eq(kycDocuments.status, 'pending')))
    .groupBy(kycDocuments.kind);
  return new Map(rows.map((row) => [row.kind, row.n]));
}

/** The signed-in customer's own document and its bytes; anyone else's id, however real, is not found. */
export async function readOwnDocument(userId: number, id: number): Promise<{ bytes: Buffer; mimeType: string; originalName: string }> {
  const [row] = await db()
    .select({ storedName: kycDocuments.storedName, mimeType: kycDocuments.mimeType, originalName: kycDocuments.originalName })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.id, id), eq(kycDocuments.userId, userId)));
  if (!row) throw new AppError(404, 'notFound');
  return { bytes: await readStoredFile('kyc', row.storedName), mimeType: row.mimeType, originalName: row.originalName };
}
