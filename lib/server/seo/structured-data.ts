import 'server-only';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/config';
import { siteOrigin } from './metadata';

/** The countries the ATM network serves (ISO 3166-1 alpha-2). */
const AREA_SERVED = ['CZ', 'SK', 'GR'];

/** The brand as schema.org sees it; a post's publisher and the landing page's Organization. */
export async function organizationJsonLd(): Promise<Record<string, unknown>> {
  const { origin } = await siteOrigin();
  const sameAs = env().BRAND_SAME_AS;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: env().BRAND_NAME,
    url: `${origin}/`,
    logo: `${origin}/icon.svg`,
    areaServed: AREA_SERVED,
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

export interface ArticleFacts {
  title: string;
  summary: string;
  author: string;
  publishedAt: Date;
  updatedAt: Date;
  lang: Locale;
}

export async function blogPostingJsonLd(post: ArticleFacts, url: string): Promise<Record<string, unknown>> {
  const { '@context': context, ...publisher } = await organizationJsonLd();
  return {
    '@context': context,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    inLanguage: post.lang,
    datePublished: post.publishedAt.toISOString(),
    dateModified: post.updatedAt.toISOString(),
    author: { '@type': 'Person', name: post.author },
    publisher,
    url,
    mainEntityOfPage: url,
  };
}

export interface PressFacts {
  outlet: string;
  title: string;
  summary: string;
  language: string;
  url: string;
  publishedAt: Date;
}

/** A press item is the outlet's article: its URL, language and publisher are the outlet's; it is about the brand. */
export async function newsArticleJsonLd(item: PressFacts): Promise<Record<string, unknown>> {
  const { '@context': context, ...brand } = await organizationJsonLd();
  return {
    '@context': context,
    '@type': 'NewsArticle',
    headline: item.title,
    description: item.summary,
    inLanguage: item.language,
    datePublished: item.publishedAt.toISOString(),
    publisher: { '@type': 'Organization', name: item.outlet },
    url: item.url,
    about: brand,
  };
}
