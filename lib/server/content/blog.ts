import 'server-only';
import { and, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { defaultLocale, type Locale } from '@/lib/i18n/config';
import { cached, invalidateCached } from '@/lib/server/core';
import { db } from '@/lib/server/db';
import { blogPosts, blogPostTranslations } from '@/lib/server/db/schema';
import type { BlogPostBody, BlogPostSummary } from '@/lib/views/content';
import { paragraphsOf } from './text';

export const BLOG_PAGE_SIZE = 6;
const WORDS_PER_MINUTE = 200;
const CONTENT_TTL_MS = 60_000;
const CACHE_PREFIX = 'content:blog:';

/** The visitor's row where it exists, else the English one: the text of each post in one language. */
function preferLocale<T extends { locale: string }>(rows: T[], locale: Locale): T | undefined {
  return rows.find((row) => row.locale === locale) ?? rows.find((row) => row.locale === defaultLocale);
}

async function loadIndex(locale: Locale): Promise<BlogPostSummary[]> {
  const rows = await db()
    .select({
      id: blogPosts.id,
      author: blogPosts.author,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
      locale: blogPostTranslations.locale,
      title: blogPostTranslations.title,
      summary: blogPostTranslations.summary,
    })
    .from(blogPosts)
    .innerJoin(
      blogPostTranslations,
      and(eq(blogPostTranslations.postId, blogPosts.id), inArray(blogPostTranslations.locale, [locale, defaultLocale])),
    )
    .where(lte(blogPosts.publishedAt, sql`now()`))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
  // Node 20 has no Map.groupBy; the Map keeps the query's newest-first order.
  const byPost = new Map<number, typeof rows>();
  for (const row of rows) byPost.set(row.id, [...(byPost.get(row.id) ?? []), row]);
  return [...byPost.values()].flatMap((translations) => {
    const row = preferLocale(translations, locale);
    if (!row) return [];
    const { locale: lang, ...post } = row;
    return [{ ...post, lang: lang as Locale }];
  });
}

/** Published posts, newest first, with title and summary in the visitor's language (English fallback). */
export function blogIndex(locale: Locale): Promise<BlogPostSummary[]> {
  return cached(`${CACHE_PREFIX}index:${locale}`, CONTENT_TTL_MS, () => loadIndex(locale));
}

async function loadBody(id: number, locale: Locale): Promise<BlogPostBody> {
  const rows = await db()
    .select({ locale: blogPostTranslations.locale, body: blogPostTranslations.body })
    .from(blogPostTranslations)
    .where(
      and(
        eq(blogPostTranslations.postId, id),
        inArray(blogPostTranslations.locale, [locale, defaultLocale]),
        ne(blogPostTranslations.body, ''),
      ),
    );
  const row = preferLocale(rows, locale);
  const paragraphs = paragraphsOf(row?.body ?? '');
  const words = paragraphs.join(' ').split(/\s+/).filter(Boolean).length;
  return {
    paragraphs,
    bodyLang: (row?.locale ?? defaultLocale) as Locale,
    readingMinutes: Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)),
  };
}

/** Only ids of the (cached) index get here, so random ids cannot fill the cache. */
export function blogPostBody(id: number, locale: Locale): Promise<BlogPostBody> {
  return cached(`${CACHE_PREFIX}body:${id}:${locale}`, CONTENT_TTL_MS, () => loadBody(id, locale));
}

/** After posts were written: the next reader loads them again. */
export function invalidateBlog(): void {
  invalidateCached(CACHE_PREFIX);
}
