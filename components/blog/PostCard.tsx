import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { PageLink } from '@/components/ui/PageLink';
import type { BlogPostSummary } from '@/lib/views/content';
import { routePath } from '@/lib/routes';

/** A post in a list: its title (the link), date and author, and summary. `heading` keeps heading levels in order. */
export async function PostCard({ post, heading: Heading }: { post: BlogPostSummary; heading: 'h2' | 'h3' }) {
  const [t, format, locale] = await Promise.all([getTranslations('blog'), getFormatter(), getLocale()]);
  return (
    <article
      lang={post.lang === locale ? undefined : post.lang}
      className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      data-testid="post-card"
    >
      <Heading className="text-lg font-bold">
        <PageLink href={routePath('blogPost', { id: post.id })} className="hover:text-brand-700 hover:underline dark:hover:text-brand-400">
          {post.title}
        </PageLink>
      </Heading>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <time dateTime={post.publishedAt.toISOString()}>{format.dateTime(post.publishedAt, 'date')}</time>
        {' · '}
        {t('byAuthor', { author: post.author })}
      </p>
      <p className="text-slate-700 dark:text-slate-200">{post.summary}</p>
    </article>
  );
}
