import 'server-only';
import { sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/config';
import { db, schema } from '@/lib/server/db';

/**
 * Adds the address to the newsletter list. An address already on it (in any letter case) keeps its one
 * row, and one that had unsubscribed is on the list again: the caller answers alike either way, so the
 * form never tells a stranger whether someone subscribed.
 */
export async function subscribeToNewsletter(email: string, locale: Locale): Promise<void> {
  const table = schema.newsletterSubscriptions;
  await db().execute(sql`
    INSERT INTO ${table} (email, locale) VALUES (${email}, ${locale})
    ON CONFLICT (lower(email)) DO UPDATE SET unsubscribed_at = NULL, locale = excluded.locale
    WHERE ${table}.unsubscribed_at IS NOT NULL
  `);
}
