import 'server-only';
import { cleanOriginalName, FILE_FORMATS, readStoredFile, sniffFormat, storeFile } from '@/lib/server/files';
import type { Executor } from '@/lib/server/db';
import { readMultipart } from '@/lib/server/http';
import { AppError } from '@/lib/server/core';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '@/lib/terms/support';

/** Screenshots, photos and PDFs, decided by the file's first bytes. */
const FORMATS = ['jpeg', 'png', 'webp', 'pdf'] as const;
const MEGABYTE = 1024 * 1024;

/** A file as it arrived in a multipart form. */
export interface IncomingFile {
  bytes: Buffer;
  declaredType: string;
  name: string;
}

/** A file that passed the checks, ready to store. */
export interface CheckedFile {
  bytes: Buffer;
  mimeType: string;
  originalName: string;
}

export const tooManyFiles = () => new AppError(422, 'support.errors.tooManyFiles', { values: { max: MAX_ATTACHMENTS } });
export const fileTooLarge = (name: string) =>
  new AppError(422, 'support.errors.fileTooLarge', { values: { name, max: MAX_ATTACHMENT_BYTES / MEGABYTE } });

/**
 * The files of one post, each checked as the KYC documents are: at most three, each within the size limit, and a
 * JPEG, PNG, WebP or PDF by its bytes. A refusal names the file, in the customer's language.
 */
export function checkAttachments(files: IncomingFile[]): CheckedFile[] {
  if (files.length > MAX_ATTACHMENTS) throw tooManyFiles();
  return files.map((file) => {
    const originalName = cleanOriginalName(file.name);
    if (file.bytes.length > MAX_ATTACHMENT_BYTES) throw fileTooLarge(originalName);
    const format = file.bytes.length > 0 ? sniffFormat(file.bytes, file.declaredType, FORMATS) : undefined;
    if (!format) throw new AppError(422, 'support.errors.fileType', { values: { name: originalName } });
    return { bytes: file.bytes, mimeType: FILE_FORMATS[format], originalName };
  });
}

/**
 * Stores the files in the transaction of the post they belong to, in the storage of the ticket's customer (`owner`, null
 * for a guest's); their names, in the files' order.
 */
export async function storeAttachments(tx: Executor, owner: number | null, files: CheckedFile[]): Promise<string[]> {
  const names: string[] = [];
  for (const file of files) names.push(await storeFile(tx, 'support', owner, file.bytes));
  return names;
}

/** A stored attachment's bytes; a name that is not stored is not found. */
export const readAttachmentFile = (storedName: string) => readStoredFile('support', storedName);

/**
 * A post's multipart form: its text fields and its files (`files`, repeated). The body may hold three files at the
 * limit; a fourth file or a larger one inside that is refused by `checkAttachments`, naming it.
 */
export async function readPostForm(request: Request): Promise<{ field(name: string): unknown; files: IncomingFile[] }> {
  const form = await readMultipart(request, MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES, () => new AppError(413, 'payloadTooLarge'));
  const picked = form.getAll('files').filter((value): value is File => value instanceof File && (value.size > 0 || value.name !== ''));
  const files = await Promise.all(
    picked.map(async (file) => ({ bytes: Buffer.from(await file.arrayBuffer()), declaredType: file.type, name: file.name })),
  );
  return { field: (name) => form.get(name) ?? undefined, files };
}
