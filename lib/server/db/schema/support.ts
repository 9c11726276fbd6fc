import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { SUPPORT_TIERS, TICKET_AUTHORS, TICKET_CATEGORIES, TICKET_STATUSES } from '@/lib/terms/support';
import { timestamptz } from './columns';
import { users } from './users';

/**
 * A support ticket. A signed-up customer's has `userId`; a guest note from /jiranote (someone who cannot sign in) has
 * `guestEmail`, and `userId` too when that address belongs to a customer, so support sees whose account it is.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    guestEmail: text('guest_email'),
    guestLanguage: text('guest_language'),
    category: text('category', { enum: TICKET_CATEGORIES }).notNull(),
    subject: text('subject').notNull(),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('open'),
    tier: text('tier', { enum: SUPPORT_TIERS }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_user_idx').on(t.userId, t.updatedAt),
    index('support_tickets_status_idx').on(t.status, t.updatedAt),
    check('support_tickets_status', sql`${t.status} IN ('open', 'waiting', 'resolved')`),
    check('support_tickets_tier', sql`${t.tier} IN ('support', 'senior', 'vip')`),
    check('support_tickets_owner', sql`${t.userId} IS NOT NULL OR ${t.guestEmail} IS NOT NULL`),
  ],
);

/** One message of a ticket's conversation, by the customer or by an operator (named). */
export const supportTicketPosts = pgTable(
  'support_ticket_posts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    author: text('author', { enum: TICKET_AUTHORS }).notNull(),
    operatorName: text('operator_name'),
    body: text('body').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('support_ticket_posts_ticket_idx').on(t.ticketId, t.createdAt),
    check('support_ticket_posts_author', sql`${t.author} IN ('customer', 'support')`),
    check('support_ticket_posts_operator', sql`(${t.author} = 'support') = (${t.operatorName} IS NOT NULL)`),
  ],
);

/** A file sent with a post, stored outside the web root under a random `storedName` in SUPPORT_DIR. */
export const supportTicketAttachments = pgTable(
  'support_ticket_attachments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => supportTicketPosts.id, { onDelete: 'cascade' }),
    storedName: text('stored_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    originalName: text('original_name').notNull(),
  },
  (t) => [index('support_ticket_attachments_post_idx').on(t.postId), check('support_ticket_attachments_size', sql`${t.sizeBytes} > 0`)],
);

/** Reports from the /Report-Fraud form; `reference` is quoted back to the reporter. */
export const fraudReports = pgTable(
  'fraud_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    category: text('category').notNull(),
    transactionReference: text('transaction_reference'),
    description: text('description').notNull(),
    locale: text('locale').notNull(),
    ip: text('ip'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fraud_reports_reference_key').on(t.reference), index('fraud_reports_created_idx').on(t.createdAt)],
);
