import { Mailbox } from '@/components/mailbox/MessageLists';
import { getMailboxPage } from '@/lib/server/mailbox/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('message');

/** The mailbox with support: what waits on either side and the latest messages. */
export default async function MessagePage() {
  return <Mailbox view={await getMailboxPage()} />;
}
