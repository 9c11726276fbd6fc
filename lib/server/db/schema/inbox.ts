import { bigint, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { broadcasts, news } from './notifications';
import { users } from './users';

/**
 * Which broadcasts a customer has opened. A broadcast to All is one row shared by every customer, so "read" lives
 * here per (customer, broadcast) and never on the broadcast itself.
 */
export const broadcastReads = pgTable(
  'broadcast_reads',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    broadcastId: integer('bc_id')
      .notNull()
      .references(() => broadcasts.id, { onDelete: 'cascade' }),
    readAt: timestamptz('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.broadcastId] }), index('broadcast_reads_bc_idx').on(t.broadcastId)],
);

/** Which news items a customer has opened, per (customer, item) like broadcasts. */
export const newsReads = pgTable(
  'news_reads',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    readAt: timestamptz('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.newsId] }), index('news_reads_news_idx').on(t.newsId)],
);
