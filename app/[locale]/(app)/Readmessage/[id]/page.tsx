import { ReadMessage } from '@/components/mailbox/ReadMessage';
import { getReadMessagePage } from '@/lib/server/mailbox/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('readMessage');

/** One message with the one it answers; opening support's message marks it read (see getReadMessagePage). */
export default async function ReadMessagePage({ params }: PageProps<'/[locale]/Readmessage/[id]'>) {
  return <ReadMessage view={await getReadMessagePage((await params).id)} />;
}
