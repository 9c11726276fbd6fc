import 'server-only';
import { desc, eq, lte, sql } from 'drizzle-orm';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cached, invalidateCached } from '@/lib/server/cache/ttl';
import { db } from '@/lib/server/db';
import { pressItems } from '@/lib/server/db/schema';
import { publicMetadata } from '@/lib/server/seo/metadata';
import { newsArticleJsonLd } from '@/lib/server/seo/structured-data';
import { idParam, listPageMetadata, pageOf, type PageOf } from './pagination';
import { paragraphsOf } from './text';

export const PRESS_PAGE_SIZE = 6;
const CONTENT_TTL_MS = 60_000;
const CACHE_PREFIX = 'content:press:';

/** A press item as listed; text in the outlet's language. */
export interface PressSummary {
  id: number;
  outlet: string;
  language: string;
  title: string;
  summary: string;
  /** The original article; empty when the stored value is not an http(s) URL. */
  url: string;
  publishedAt: Date;
  updatedAt: Date;
}

export interface PressItemView {
  item: PressSummary & { paragraphs: string[] };
  jsonLd: Record<string, unknown>;
}

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
function pressBody(id: number): Promise<string[]> {
  return cached(`${CACHE_PREFIX}body:${id}`, CONTENT_TTL_MS, async () => {
    const [row] = await db().select({ body: pressItems.body }).from(pressItems).where(eq(pressItems.id, id));
    return paragraphsOf(row?.body ?? '');
  });
}

export function invalidatePress(): void {
  invalidateCached(CACHE_PREFIX);
}

/** /they-wrote-about-us?page=n: six items a page, newest first; a page outside the list is a 404. */
export async function getPressListPage(pageParam: string | string[] | undefined): Promise<PageOf<PressSummary>> {
  return pageOf(await pressIndex(), pageParam, PRESS_PAGE_SIZE);
}

export async function pressListMetadata(pageParam: string | string[] | undefined): Promise<Metadata> {
  const { page } = await getPressListPage(pageParam);
  return listPageMetadata('press', '/they-wrote-about-us', page);
}

async function findItem(idValue: string): Promise<PressSummary> {
  const id = idParam(idValue);
  const item = (await pressIndex()).find((candidate) => candidate.id === id);
  if (!item) notFound();
  return item;
}

/** /they-wrote-about-us-details/{id}: the item with its body and a link to the original. */
export async function getPressItemPage(idValue: string): Promise<PressItemView> {
  const item = await findItem(idValue);
  return { item: { ...item, paragraphs: await pressBody(item.id) }, jsonLd: await newsArticleJsonLd(item) };
}

export async function pressItemMetadata(idValue: string): Promise<Metadata> {
  const item = await findItem(idValue);
  return publicMetadata({
    path: `/they-wrote-about-us-details/${item.id}`,
    title: item.title,
    description: item.summary,
    type: 'article',
    publishedTime: item.publishedAt.toISOString(),
    modifiedTime: item.updatedAt.toISOString(),
  });
}
