import { Inbox } from '@/components/inbox/InboxLists';
import { getMessagesPage } from '@/lib/server/inbox/page';
import { routeMetadata } from '@/lib/server/seo/route-metadata';

export const generateMetadata = routeMetadata('messages');

type Query = Promise<Record<string, string | string[] | undefined>>;

/** The inbox: broadcasts to all and to this customer, newest first. */
export default async function MessagesPage({ searchParams }: { searchParams: Query }) {
  return <Inbox view={await getMessagesPage(await searchParams)} />;
}
