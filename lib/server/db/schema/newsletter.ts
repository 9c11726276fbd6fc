import { sql } from 'drizzle-orm';
import { bigint, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

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
