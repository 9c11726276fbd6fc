import { MessageFolder } from '@/components/mailbox/MessageLists';
import { getOutgoingPage } from '@/lib/server/mailbox/page';
import { routeMetadata } from '@/lib/server/seo';
import { firstValue } from '@/lib/search-params';

export const generateMetadata = routeMetadata('outgoingMessage');

/** What the customer wrote to support; `?sent=1` after /Newmessage shows that it went out. */
export default async function OutgoingMessagePage({ searchParams }: PageProps<'/[locale]/Outgoingmessage'>) {
  const query = await searchParams;
  return <MessageFolder folder="outgoing" view={await getOutgoingPage(query)} sent={firstValue(query.sent) === '1'} />;
}
