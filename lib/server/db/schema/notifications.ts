import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';

export const broadcasts = pgTable(
  'broadcasts',
  {
    id: integer('bc_id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    toSend: text('to_send', { enum: ['All', 'User'] }).notNull(),
    toId: bigint('toid', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_datetime').notNull().defaultNow(),
  },
  (t) => [
    check('broadcasts_to_send', sql`${t.toSend} IN ('All', 'User')`),
    check('broadcasts_recipient', sql`(${t.toSend} = 'User') = (${t.toId} IS NOT NULL)`),
    index('broadcasts_created_idx').on(t.createdAt),
    index('broadcasts_toid_idx').on(t.toId),
  ],
);

export const news = pgTable(
  'news',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    createdAt: timestamptz('created_datetime').notNull().defaultNow(),
  },
  (t) => [index('news_created_idx').on(t.createdAt)],
);

export const autoLogoutSettings = pgTable(
  'auto_logout_settings',
  {
    id: integer('id').primaryKey(),
    status: boolean('status').notNull(),
    logoutTimeout: integer('logout_timeout').notNull(),
    logoutMessage: text('logout_message').notNull(),
  },
  (t) => [check('auto_logout_timeout_positive', sql`${t.logoutTimeout} > 0`)],
);
