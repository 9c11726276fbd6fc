import { MessageFolder } from '@/components/mailbox/MessageLists';
import { getIncomingPage } from '@/lib/server/mailbox/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('incomingMessage');

/** Support's messages to the customer, newest first. */
export default async function IncomingMessagePage({ searchParams }: PageProps<'/[locale]/Incomingmessage'>) {
  return <MessageFolder folder="incoming" view={await getIncomingPage(await searchParams)} />;
}
