import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bytea, timestamptz } from './columns';
import { users } from './users';

/** Which upload a stored file is: a profile picture, a verification document, a support attachment. */
export const FILE_STORES = ['avatars', 'kyc', 'support'] as const;

/**
 * The bytes of every upload, in the database every app instance shares: a file uploaded through one instance is there
 * for all, is written in the transaction of the row that names it (none is left without one, none is missing), and is
 * in the database's backups. Files are small (5 MB a picture or an attachment, 10 MB a document, 50 MB a customer).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    store: text('store', { enum: FILE_STORES }).notNull(),
    /** A random name (files/uploads.ts `storeFile`): it says nothing of its owner or content. */
    name: text('name').notNull(),
    bytes: bytea('bytes').notNull(),
    /**
     * The customer whose file it is, as the storing domain reports it (a document's, a ticket's customer, a picture's):
     * what the storage quota sums (files/quota.ts). A guest's ticket file has none.
     */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.store, t.name] }),
    index('stored_files_user_idx').on(t.userId, t.store),
    check('stored_files_store', sql`${t.store} IN ('avatars', 'kyc', 'support')`),
  ],
);
