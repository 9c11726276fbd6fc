import { NewsList } from '@/components/inbox/InboxLists';
import { getNewsPage } from '@/lib/server/notifications/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('news');

/** Published news, newest first, ten a page. */
export default async function NewsPage({ searchParams }: PageProps<'/[locale]/News'>) {
  return <NewsList view={await getNewsPage(await searchParams)} />;
}
