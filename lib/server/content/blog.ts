import 'server-only';
import { and, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { defaultLocale, type Locale } from '@/lib/i18n/config';
import { cached, invalidateCached } from '@/lib/server/cache/ttl';
import { db } from '@/lib/server/db';
import { blogPosts, blogPostTranslations } from '@/lib/server/db/schema';
import { canonicalUrl, pageLocale, publicMetadata } from '@/lib/server/seo/metadata';
import { blogPostingJsonLd } from '@/lib/server/seo/structured-data';
import { idParam, listPageMetadata, pageOf, type PageOf } from './pagination';
import { paragraphsOf } from './text';

export const BLOG_PAGE_SIZE = 6;
const RELATED_POSTS = 3;
const WORDS_PER_MINUTE = 200;
const CONTENT_TTL_MS = 60_000;
const CACHE_PREFIX = 'content:blog:';

export interface BlogPostSummary {
  id: number;
  author: string;
  publishedAt: Date;
  updatedAt: Date;
  title: string;
  summary: string;
  /** The language title and summary are in: the visitor's, or English where the post lacks it. */
  lang: Locale;
}

export interface BlogPostBody {
  paragraphs: string[];
  /** The language of the body, English where the visitor's translation has no body (yet). */
  bodyLang: Locale;
  readingMinutes: number;
}

export interface BlogPostView {
  post: BlogPostSummary & BlogPostBody;
  related: BlogPostSummary[];
  jsonLd: Record<string, unknown>;
}

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
function blogPostBody(id: number, locale: Locale): Promise<BlogPostBody> {
  return cached(`${CACHE_PREFIX}body:${id}:${locale}`, CONTENT_TTL_MS, () => loadBody(id, locale));
}

/** After posts were written: the next reader loads them again. */
export function invalidateBlog(): void {
  invalidateCached(CACHE_PREFIX);
}

/** /blog?page=n: six posts a page, newest first; a page outside the list is a 404. */
export async function getBlogListPage(pageParam: string | string[] | undefined): Promise<PageOf<BlogPostSummary>> {
  return pageOf(await blogIndex(await pageLocale()), pageParam, BLOG_PAGE_SIZE);
}

export async function blogListMetadata(pageParam: string | string[] | undefined): Promise<Metadata> {
  const { page } = await getBlogListPage(pageParam);
  return listPageMetadata('blog', '/blog', page);
}

/** The posts published nearest in time to the one at `position`, in the index's order. */
function nearestPosts(index: BlogPostSummary[], position: number): BlogPostSummary[] {
  return index
    .map((post, at) => ({ post, distance: Math.abs(at - position) }))
    .filter(({ distance }) => distance > 0)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, RELATED_POSTS)
    .map(({ post }) => post)
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
}

async function findPost(idValue: string): Promise<{ locale: Locale; index: BlogPostSummary[]; position: number }> {
  const id = idParam(idValue);
  const locale = await pageLocale();
  const index = await blogIndex(locale);
  const position = index.findIndex((post) => post.id === id);
  if (position < 0) notFound();
  return { locale, index, position };
}

/** /blog/{id}: the post in the visitor's language (English where it is missing), its reading time and related posts. */
export async function getBlogPostPage(idValue: string): Promise<BlogPostView> {
  const { locale, index, position } = await findPost(idValue);
  const summary = index[position]!;
  const post = { ...summary, ...(await blogPostBody(summary.id, locale)) };
  return { post, related: nearestPosts(index, position), jsonLd: await blogPostingJsonLd(post, await canonicalUrl(`/blog/${post.id}`)) };
}

export async function blogPostMetadata(idValue: string): Promise<Metadata> {
  const { index, position } = await findPost(idValue);
  const post = index[position]!;
  return publicMetadata({
    path: `/blog/${post.id}`,
    title: post.title,
    description: post.summary,
    type: 'article',
    publishedTime: post.publishedAt.toISOString(),
    modifiedTime: post.updatedAt.toISOString(),
  });
}
