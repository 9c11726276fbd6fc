import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * Quotes already turned into an order: a signed quote is good for one order only. A row is kept until the quote
 * expires, after which the signature refuses it anyway.
 */
export const usedQuotes = pgTable(
  'used_quotes',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('used_quotes_expires_idx').on(t.expiresAt)],
);
