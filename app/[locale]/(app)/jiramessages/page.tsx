import { TicketList } from '@/components/support/TicketList';
import { getTicketsPage } from '@/lib/server/support/page';
import { routeMetadata } from '@/lib/server/seo/route-metadata';

export const generateMetadata = routeMetadata('supportTickets');

type Query = Promise<Record<string, string | string[] | undefined>>;

/** The customer's support tickets, the most recently updated first. */
export default async function SupportTicketsPage({ searchParams }: { searchParams: Query }) {
  return <TicketList view={await getTicketsPage(await searchParams)} />;
}
