import { and, asc, eq } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';
import type { FileStore } from '@/lib/server/files';

const { storedFiles } = schema;

/** The names of the uploads kept in `store`, so "nothing stored" can be asserted as exactly that. */
export async function storedNames(store: FileStore): Promise<string[]> {
  const rows = await db()
    .select({ name: storedFiles.name })
    .from(storedFiles)
    .where(eq(storedFiles.store, store))
    .orderBy(asc(storedFiles.name));
  return rows.map((row) => row.name);
}

/** An upload's bytes as kept, or undefined when there is none by that name. */
export async function storedBytes(store: FileStore, name: string): Promise<Buffer | undefined> {
  const [row] = await db()
    .select({ bytes: storedFiles.bytes })
    .from(storedFiles)
    .where(and(eq(storedFiles.store, store), eq(storedFiles.name, name)));
  return row?.bytes;
}

/**
 * A stored file of `size` bytes under `name`, counted in the customer's storage: what a document or attachment row of
 * that size, written straight into the database, names.
 */
export async function storeFileOf(userId: number, store: FileStore, name: string, size: number): Promise<void> {
  await db()
    .insert(storedFiles)
    .values({ store, name, userId, bytes: Buffer.alloc(size) });
}
