import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageLink } from '@/components/ui/PageLink';
import type { BlogPostView } from '@/lib/views/content';
import { routePath } from '@/lib/routes';
import { PostCard } from './PostCard';

/** /blog/{id}: the article as plain text paragraphs (never HTML from the database), then related posts. */
export async function BlogPost({ view: { post, related, jsonLd } }: { view: BlogPostView }) {
  const [t, format, locale] = await Promise.all([getTranslations('blog'), getFormatter(), getLocale()]);
  return (
    <div className="flex flex-col gap-12">
      <JsonLd data={jsonLd} />
      <article className="mx-auto flex w-full max-w-3xl flex-col gap-5" aria-labelledby="post-title">
        <PageLink href={routePath('blog')} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400">
          ← {t('allPosts')}
        </PageLink>
        <header className="flex flex-col gap-3" lang={post.lang === locale ? undefined : post.lang}>
          <h1 id="post-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {post.title}
          </h1>
          <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="post-meta">
            <time dateTime={post.publishedAt.toISOString()}>{format.dateTime(post.publishedAt, 'date')}</time>
            {' · '}
            {t('byAuthor', { author: post.author })}
            {' · '}
            <span data-testid="reading-time">{t('readingTime', { minutes: post.readingMinutes })}</span>
          </p>
          <p className="text-lg text-slate-700 dark:text-slate-200">{post.summary}</p>
        </header>
        {post.bodyLang !== locale && (
          <p
            role="note"
            className="rounded-md border border-slate-300 bg-slate-100 px-4 py-2 text-sm dark:border-slate-700 dark:bg-slate-900"
            data-testid="english-only"
          >
            {t('englishOnly')}
          </p>
        )}
        <div
          className="flex flex-col gap-4 leading-relaxed"
          lang={post.bodyLang === locale ? undefined : post.bodyLang}
          data-testid="post-body"
        >
          {post.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="flex flex-col gap-4">
          <h2 id="related-title" className="text-2xl font-bold">
            {t('related')}
          </h2>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((other) => (
              <li key={other.id}>
                <PostCard post={other} heading="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
