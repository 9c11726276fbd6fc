import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';

export const MESSAGE_DIRECTIONS = ['to_support', 'from_support'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

/**
 * Messages between a customer and support, both directions in one table so a thread is one self-reference. A reply
 * answers a message of the same customer: the foreign key on (in_reply_to, user_id) makes a cross-customer thread
 * impossible, not merely unlikely. `read_at` is the customer's (support's replies), `handled_at` the operator's
 * (the customer's messages).
 */
export const providerMessages = pgTable(
  'provider_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: MESSAGE_DIRECTIONS }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    inReplyTo: integer('in_reply_to'),
    operator: text('operator'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    readAt: timestamptz('read_at'),
    handledAt: timestamptz('handled_at'),
  },
  (t) => [
    check('provider_messages_direction', sql`${t.direction} IN ('to_support', 'from_support')`),
    check('provider_messages_operator', sql`(${t.direction} = 'from_support') = (${t.operator} IS NOT NULL)`),
    check('provider_messages_read', sql`${t.direction} = 'from_support' OR ${t.readAt} IS NULL`),
    check('provider_messages_handled', sql`${t.direction} = 'to_support' OR ${t.handledAt} IS NULL`),
    unique('provider_messages_id_user').on(t.id, t.userId),
    foreignKey({ name: 'provider_messages_reply_fk', columns: [t.inReplyTo, t.userId], foreignColumns: [t.id, t.userId] }).onDelete(
      'cascade',
    ),
    index('provider_messages_folder_idx').on(t.userId, t.direction, t.createdAt, t.id),
    index('provider_messages_reply_idx').on(t.inReplyTo),
    index('provider_messages_new_idx')
      .on(t.createdAt)
      .where(sql`${t.direction} = 'to_support' AND ${t.handledAt} IS NULL`),
  ],
);
