import type { Metadata } from 'next';
import { BlogList } from '@/components/blog/BlogList';
import { blogListMetadata, getBlogListPage } from '@/lib/server/content/page';

type Props = PageProps<'/[locale]/blog'>;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return blogListMetadata((await searchParams).page);
}

export default async function BlogPage({ searchParams }: Props) {
  return <BlogList view={await getBlogListPage((await searchParams).page)} />;
}
