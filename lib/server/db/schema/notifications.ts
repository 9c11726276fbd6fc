import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** The page this notice is about (a reply from support: '/openissue/12'); opening that page reads the notice too. */
    link: text('link'),
    /**
     * A notice to one customer about their own affairs is a message key and its values (notifications/notices.ts),
     * worded when read in the reader's language; title and message then hold its English words for readers of the
     * table itself. Without a key (the operator's broadcasts) title and message are the text.
     */
    notice: text('notice'),
    noticeValues: jsonb('notice_values'),
    /** Set on a notice that must ring once per event (a withdrawal's "sent"): a second writer's insert does nothing. */
    onceKey: text('once_key'),
    createdAt: timestamptz('created_datetime').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('broadcasts_once_key').on(t.onceKey),
    check('broadcasts_notice_values', sql`(${t.notice} IS NULL) = (${t.noticeValues} IS NULL)`),
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
    /** The item in other languages, by locale code; a reader whose language is missing reads the columns above. */
    translations: jsonb('translations').$type<NewsTranslations>().notNull().default({}),
    createdAt: timestamptz('created_datetime').notNull().defaultNow(),
  },
  (t) => [index('news_created_idx').on(t.createdAt)],
);

export interface NewsText {
  title: string;
  summary: string;
  body: string;
}
export type NewsTranslations = Partial<Record<string, NewsText>>;

/**
 * One row per (news item, customer) whose "news published" e-mail was handed over: the mailing job claims recipients
 * by inserting here first, so a job that runs twice (two instances, a retry) never mails anyone twice.
 */
export const newsMailings = pgTable(
  'news_mailings',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mailedAt: timestamptz('mailed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.userId] })],
);

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

/** Newsletter sign-ups from the public site. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    unsubscribedAt: timestamptz('unsubscribed_at'),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_key').on(sql`lower(${t.email})`)],
);
