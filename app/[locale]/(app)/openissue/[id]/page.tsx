import { TicketDetails } from '@/components/support/TicketDetails';
import { getTicketPage } from '@/lib/server/support/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('openIssue');

/** One support ticket: its status, the conversation and the reply form. */
export default async function OpenIssuePage({ params }: PageProps<'/[locale]/openissue/[id]'>) {
  return <TicketDetails ticket={await getTicketPage((await params).id)} />;
}
