import { TicketList } from '@/components/support/TicketList';
import { getTicketsPage } from '@/lib/server/support/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('supportTickets');

/** The customer's support tickets, the most recently updated first. */
export default async function SupportTicketsPage({ searchParams }: PageProps<'/[locale]/jiramessages'>) {
  return <TicketList view={await getTicketsPage(await searchParams)} />;
}
