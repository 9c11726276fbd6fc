import { StatementPanel } from '@/components/history/StatementPanel';
import { routeMetadata } from '@/lib/server/seo/route-metadata';
import { getStatementPage } from '@/lib/server/statements/page';

export const generateMetadata = routeMetadata('accountStatement');

type Query = Promise<Record<string, string | string[] | undefined>>;

export default async function AccountStatementPage({ searchParams }: { searchParams: Query }) {
  return <StatementPanel view={await getStatementPage(await searchParams)} />;
}
