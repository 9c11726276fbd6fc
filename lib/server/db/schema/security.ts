import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * Attempt counters for rate limits (sign-in, code sending and checking, 2FA, recovery), per IP and per
 * account, kept in PostgreSQL so they hold across app instances. `key` names the limit and the subject,
 * e.g. "login:ip:203.0.113.7" or "totp:user:1001".
 *
 * No index beside the key: every attempt rewrites updated_at, and an index on it made each of those updates write new
 * index entries instead of a heap-only update, which cost a fifth of the attempts per second on busy keys (an office's
 * address; migration 0034). The daily sweep of quiet rows reads the table.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamptz('window_started_at').notNull().defaultNow(),
  hits: integer('hits').notNull().default(0),
  /** How often this key was blocked before: each block lasts longer (growing back-off). */
  strikes: integer('strikes').notNull().default(0),
  blockedUntil: timestamptz('blocked_until'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
