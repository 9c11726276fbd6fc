import { Inbox } from '@/components/inbox/InboxLists';
import { getMessagesPage } from '@/lib/server/notifications/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('messages');

/** The inbox: broadcasts to all and to this customer, newest first. */
export default async function MessagesPage({ searchParams }: PageProps<'/[locale]/messages'>) {
  return <Inbox view={await getMessagesPage(await searchParams)} />;
}
