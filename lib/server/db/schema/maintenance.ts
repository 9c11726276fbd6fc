import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * The site's maintenance window, one row at most (`npm run ops -- maintenance on|off`): from `starts_at` every
 * instance answers pages and the API with 503 and `message`; before it, signed-in customers see a banner.
 * `ends_at` is the expected end the page and Retry-After announce; the operator's `off` ends it.
 */
export const maintenanceWindow = pgTable(
  'maintenance_window',
  {
    id: smallint('id').primaryKey().default(1),
    message: text('message').notNull(),
    startsAt: timestamptz('starts_at').notNull().defaultNow(),
    endsAt: timestamptz('ends_at'),
    setBy: text('set_by').notNull(),
    setAt: timestamptz('set_at').notNull().defaultNow(),
  },
  (t) => [check('maintenance_window_single_row', sql`${t.id} = 1`)],
);
