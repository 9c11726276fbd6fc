import { Article } from '@/components/inbox/Article';
import { getNewsDetailsPage } from '@/lib/server/notifications/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('newsDetails');

/** One news article; opening it marks it read for this customer (see getNewsDetailsPage). */
export default async function NewsDetailsPage({ params }: PageProps<'/[locale]/Newsdetailss/[id]'>) {
  return <Article kind="news" view={await getNewsDetailsPage((await params).id)} />;
}
