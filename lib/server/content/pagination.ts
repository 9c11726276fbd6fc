import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { canonicalUrl, publicMetadata } from '@/lib/server/seo';
import type { PageLink, PageOf } from '@/lib/views/content';

/**
 * One page of a list from the `?page=` parameter: absent is page 1; anything but a whole number within the
 * list ("0", "2.5", "abc", a repeated parameter, a page past the end) is a 404, so each page has exactly one URL.
 * An empty list still has its page 1 (showing that it is empty).
 */
export async function pageOf<T>(
  all: readonly T[],
  pageParam: string | string[] | undefined,
  list: { path: string; perPage: number },
): Promise<PageOf<T>> {
  const { path, perPage } = list;
  const pageCount = Math.max(1, Math.ceil(all.length / perPage));
  if (pageParam !== undefined && (typeof pageParam !== 'string' || !/^[1-9]\d{0,5}$/.test(pageParam))) notFound();
  const page = pageParam === undefined ? 1 : Number(pageParam);
  if (page > pageCount) notFound();
  const [previous, next] = await Promise.all([
    page > 1 ? pageLink(path, page - 1) : undefined,
    page < pageCount ? pageLink(path, page + 1) : undefined,
  ]);
  return { items: all.slice((page - 1) * perPage, page * perPage), page, pageCount, ...(previous && { previous }), ...(next && { next }) };
}

/** The list's own path for a page: page 1 is the bare path, so it has one URL only. */
export const pagePath = (path: string, page: number) => (page === 1 ? path : `${path}?page=${page}`);

async function pageLink(path: string, page: number): Promise<PageLink> {
  const linkPath = pagePath(path, page);
  return { path: linkPath, url: await canonicalUrl(linkPath) };
}

/** A positive database id from a path segment, or a 404. */
export function idParam(value: string): number {
  if (!/^[1-9]\d{0,8}$/.test(value)) notFound();
  return Number(value);
}

/** Metadata of one page of a list whose namespace has `title` and `description`; later pages say their number. */
export async function listPageMetadata(namespace: 'blog' | 'press', path: string, page: number): Promise<Metadata> {
  const [t, seo] = await Promise.all([getTranslations(namespace), getTranslations('seo')]);
  return publicMetadata({
    path: pagePath(path, page),
    title: page === 1 ? t('title') : seo('pagedTitle', { title: t('title'), page }),
    description: t('description'),
  });
}
