import 'server-only';
import { desc, eq, lte, sql } from 'drizzle-orm';
import { cached, invalidateCached } from '@/lib/server/core';
import { db } from '@/lib/server/db';
import { pressItems } from '@/lib/server/db/schema';
import type { PressSummary } from '@/lib/views/content';
import { paragraphsOf } from './text';

export const PRESS_PAGE_SIZE = 6;
const CONTENT_TTL_MS = 60_000;
const CACHE_PREFIX = 'content:press:';

/** Published press items, newest first (without bodies). */
export function pressIndex(): Promise<PressSummary[]> {
  return cached(`${CACHE_PREFIX}index`, CONTENT_TTL_MS, () =>
    db()
      .select({
        id: pressItems.id,
        outlet: pressItems.outlet,
        language: pressItems.language,
        title: pressItems.title,
        summary: pressItems.summary,
        url: pressItems.url,
        publishedAt: pressItems.publishedAt,
        updatedAt: pressItems.updatedAt,
      })
      .from(pressItems)
      .where(lte(pressItems.publishedAt, sql`now()`))
      .orderBy(desc(pressItems.publishedAt), desc(pressItems.id))
      .then((rows) => rows.map((row) => ({ ...row, url: webUrlOrEmpty(row.url) }))),
  );
}

/** Only http(s) links reach an href: a javascript: or data: URL in the table must not become a link. */
const webUrlOrEmpty = (url: string) => (/^https?:\/\//i.test(url) ? url : '');

/** Only ids of the (cached) index get here, so random ids cannot fill the cache. */
export function pressBody(id: number): Promise<string[]> {
  return cached(`${CACHE_PREFIX}body:${id}`, CONTENT_TTL_MS, async () => {
    const [row] = await db().select({ body: pressItems.body }).from(pressItems).where(eq(pressItems.id, id));
    return paragraphsOf(row?.body ?? '');
  });
}

export function invalidatePress(): void {
  invalidateCached(CACHE_PREFIX);
}
