import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Executor } from '@/lib/server/db';
import { AppError, lockCustomer } from '@/lib/server/core';

const MEGABYTE = 1024 * 1024;

/**
 * What one customer's files may take on disk together: their support ticket attachments and their verification
 * documents. The per-file limits (5 MB an attachment, 10 MB a document) and the rate limits cap one request and one
 * hour; this caps the account for good. The profile picture is apart: one per customer, replaced, never added to.
 */
export const CUSTOMER_FILE_QUOTA_BYTES = 50 * MEGABYTE;

const { storedFiles } = schema;

/** The uploads the quota counts: the domains storing them name the customer each is for (storeFile's owner). */
const COUNTED_STORES = ['kyc', 'support'] as const;

export const storageFull = () => new AppError(422, 'storageFull', { values: { max: CUSTOMER_FILE_QUOTA_BYTES / MEGABYTE } });

/** The bytes the customer's files take: every verification document and every file on a ticket of theirs. */
export async function storedBytesOf(tx: Executor, userId: number): Promise<number> {
  const [row] = await tx
    .select({ bytes: sql<string>`coalesce(sum(octet_length(${storedFiles.bytes})), 0)` })
    .from(storedFiles)
    .where(and(eq(storedFiles.userId, userId), inArray(storedFiles.store, COUNTED_STORES)));
  return Number(row?.bytes ?? 0);
}

/**
 * Refuses (422 `storageFull`) files of `incomingBytes` that would take the customer past CUSTOMER_FILE_QUOTA_BYTES.
 * Call it in the transaction that stores their rows: the customer's lock (lockCustomer, the one way a customer's row
 * is locked) makes two uploads at once count each other's files. A post without files always goes, even over the quota: the customer can still write to support.
 */
export async function ensureStorageRoom(tx: Executor, userId: number, incomingBytes: number): Promise<void> {
  if (incomingBytes <= 0) return;
  await lockCustomer(tx, userId);
  if ((await storedBytesOf(tx, userId)) + incomingBytes > CUSTOMER_FILE_QUOTA_BYTES) throw storageFull();
}
