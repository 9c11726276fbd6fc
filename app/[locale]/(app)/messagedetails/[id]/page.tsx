import { Article } from '@/components/inbox/Article';
import { getMessageDetailsPage } from '@/lib/server/notifications/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('messageDetails');

/** One broadcast; opening it marks it read for this customer (see getMessageDetailsPage). */
export default async function MessageDetailsPage({ params }: PageProps<'/[locale]/messagedetails/[id]'>) {
  return <Article kind="message" view={await getMessageDetailsPage((await params).id)} />;
}
