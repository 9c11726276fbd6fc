import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { db, schema, type Executor } from '@/lib/server/db';
import { AppError } from '@/lib/server/core';
import { CONTROL_CHARACTERS } from '@/lib/validation/common';

/** The file formats an upload may be, each with the MIME type it is stored and served as. */
export const FILE_FORMATS = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
} as const;
export type FileFormat = keyof typeof FILE_FORMATS;

const { storedFiles } = schema;
export const FILE_STORES = storedFiles.store.enumValues;
export type FileStore = (typeof FILE_STORES)[number];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Each format by its first bytes: the declared type and the file name are the sender's word only. */
const SIGNATURES: Record<FileFormat, (bytes: Buffer) => boolean> = {
  jpeg: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  png: (b) => b.subarray(0, 8).equals(PNG_SIGNATURE),
  webp: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  pdf: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
};

/**
 * Which of the `allowed` formats the bytes are, or undefined. A declared type that contradicts the bytes marks a
 * disguised file (a PNG sent as application/pdf) and is refused too; no declared type is no claim.
 */
export function sniffFormat<F extends FileFormat>(bytes: Buffer, declaredType: string, allowed: readonly F[]): F | undefined {
  const format = allowed.find((candidate) => SIGNATURES[candidate](bytes));
  if (!format || (declaredType !== '' && declaredType !== FILE_FORMATS[format])) return undefined;
  return format;
}

/**
 * Stores the bytes in `store` under a new name, 128 random bits as hex and `extension` (it says nothing of the file's
 * owner or content, and cannot be guessed), in the caller's transaction: the file exists exactly when the row naming it,
 * written in the same transaction, does. `owner` is the customer whose storage it takes (null: no one's, a guest's).
 * Answers the name.
 */
export async function storeFile(tx: Executor, store: FileStore, owner: number | null, bytes: Buffer, extension = ''): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}${extension}`;
  await tx.insert(storedFiles).values({ store, name, bytes, userId: owner });
  return name;
}

/** Removes stored files, in the transaction that drops the row naming them. */
export async function removeStoredFiles(tx: Executor, store: FileStore, names: string[]): Promise<void> {
  if (names.length > 0) await tx.delete(storedFiles).where(and(eq(storedFiles.store, store), inArray(storedFiles.name, names)));
}

/** A stored file's bytes; a name that is not stored in `store` is not found. */
export async function readStoredFile(store: FileStore, name: string): Promise<Buffer> {
  const [file] = await db()
    .select({ bytes: storedFiles.bytes })
    .from(storedFiles)
    .where(and(eq(storedFiles.store, store), eq(storedFiles.name, name)));
  if (!file) throw new AppError(404, 'notFound');
  return file.bytes;
}

const ORIGINAL_NAME_LENGTH = 120;

/** The control and bidirectional characters names refuse (lib/validation/common.ts), each occurrence. */
const CONTROL_CHARACTERS_ALL = new RegExp(CONTROL_CHARACTERS.source, 'gu');

/**
 * The file name as the customer's computer called it, kept as text only: no folders, no control characters (C0, DEL,
 * C1) and no bidirectional controls ("invoice\u202Efdp.exe" would show as "invoiceexe.pdf"), 120 characters.
 */
export function cleanOriginalName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = base.replace(CONTROL_CHARACTERS_ALL, '').trim();
  return Array.from(clean).slice(0, ORIGINAL_NAME_LENGTH).join('').trim() || 'document';
}

/** `Content-Disposition: attachment` with the original name: an ASCII stand-in for old clients and the exact name in UTF-8. */
export function attachmentHeader(originalName: string): string {
  const ascii = originalName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  // RFC 5987: encodeURIComponent leaves ' ( ) * as they are, which the header's syntax does not allow.
  const encoded = encodeURIComponent(originalName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * A stored upload sent back to its owner as a download: never rendered or sniffed by the browser, never cached by
 * anyone else.
 */
export function downloadResponse(file: { bytes: Buffer; mimeType: string; originalName: string }): Response {
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.mimeType,
      'Content-Disposition': attachmentHeader(file.originalName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}
