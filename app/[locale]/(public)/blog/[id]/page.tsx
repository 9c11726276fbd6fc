import type { Metadata } from 'next';
import { BlogPost } from '@/components/blog/BlogPost';
import { blogPostMetadata, getBlogPostPage } from '@/lib/server/content/page';

type Props = PageProps<'/[locale]/blog/[id]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogPostMetadata((await params).id);
}

export default async function BlogPostPage({ params }: Props) {
  return <BlogPost view={await getBlogPostPage((await params).id)} />;
}
