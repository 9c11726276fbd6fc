import { getTranslations } from 'next-intl/server';
import type { BlogPostSummary, PageOf } from '@/lib/views/content';
import { ContentList } from './ContentList';
import { PostCard } from './PostCard';

/** /blog: one page of posts, newest first. */
export async function BlogList({ view }: { view: PageOf<BlogPostSummary> }) {
  const t = await getTranslations('blog');
  return (
    <ContentList name="blog" title={t('title')} intro={t('intro')} empty={t('empty')} view={view} keyOf={(post) => post.id}>
      {(post) => <PostCard post={post} heading="h2" />}
    </ContentList>
  );
}
