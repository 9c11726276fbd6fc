import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CARD_DECLINE_REASONS, CARD_PURCHASE_STATUSES, CARD_STATUSES } from '@/lib/terms/cards';
import { timestamptz, units } from './columns';
import { ledgerTransactions } from './ledger';
import { users } from './users';

/**
 * A payment card the issuer made for a customer. Only what the card management page shows is kept: the issuer's ids,
 * the last four digits and the expiry. The full number and the CVC stay at the issuer (a short-lived reveal shows them).
 */
export const cards = pgTable(
  'cards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** Which issuer (CARD_ISSUER) made it, and its ids there. */
    issuer: text('issuer').notNull(),
    issuerCardholderId: text('issuer_cardholder_id').notNull(),
    issuerCardId: text('issuer_card_id').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: smallint('expiry_month').notNull(),
    expiryYear: smallint('expiry_year').notNull(),
    status: text('status', { enum: CARD_STATUSES }).notNull().default('active'),
    /** What the card may spend per UTC day, in euro cents; null: only the card account's balance limits it. */
    dailyLimitMinor: units('daily_limit_minor'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    closedAt: timestamptz('closed_at'),
  },
  (t) => [
    uniqueIndex('cards_issuer_card_key').on(t.issuer, t.issuerCardId),
    index('cards_user_idx').on(t.userId),
    check('cards_status', sql`${t.status} IN ('active', 'frozen', 'closed')`),
    check('cards_last4', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('cards_expiry', sql`${t.expiryMonth} BETWEEN 1 AND 12`),
    check('cards_daily_limit', sql`${t.dailyLimitMinor} IS NULL OR ${t.dailyLimitMinor} >= 0`),
  ],
);

/**
 * One purchase on a card, from the issuer's authorization on: the hold on the card account while approved, what was
 * captured and refunded. A declined authorization is kept too, so the customer sees why.
 */
export const cardPurchases = pgTable(
  'card_purchases',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    cardId: bigint('card_id', { mode: 'number' })
      .notNull()
      .references(() => cards.id),
    /** The issuer's authorization id: every later event of the purchase names it. */
    issuerAuthorizationId: text('issuer_authorization_id').notNull(),
    merchant: text('merchant').notNull(),
    amountMinor: units('amount_minor').notNull(),
    status: text('status', { enum: CARD_PURCHASE_STATUSES }).notNull(),
    declineReason: text('decline_reason', { enum: CARD_DECLINE_REASONS }),
    holdTransactionId: bigint('hold_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    capturedMinor: units('captured_minor')
      .notNull()
      .default(sql`0`),
    refundedMinor: units('refunded_minor')
      .notNull()
      .default(sql`0`),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('card_purchases_authorization_key').on(t.issuerAuthorizationId),
    index('card_purchases_card_idx').on(t.cardId, t.id),
    check('card_purchases_status', sql`${t.status} IN ('approved', 'declined', 'captured', 'reversed', 'refunded')`),
    check('card_purchases_amounts', sql`${t.amountMinor} > 0 AND ${t.capturedMinor} >= 0 AND ${t.refundedMinor} <= ${t.capturedMinor}`),
    check('card_purchases_declined', sql`(${t.status} = 'declined') = (${t.declineReason} IS NOT NULL)`),
  ],
);

/**
 * Every issuer event handled, by the issuer's event id, inserted in the transaction that moves its money: a webhook
 * delivered again finds its id and moves nothing, answering what it answered the first time.
 */
export const cardIssuerEvents = pgTable(
  'card_issuer_events',
  {
    issuer: text('issuer').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('card_issuer_events_key').on(t.issuer, t.eventId), index('card_issuer_events_received_idx').on(t.receivedAt)],
);
