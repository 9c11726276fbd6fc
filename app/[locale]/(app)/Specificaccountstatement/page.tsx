import { StatementPanel } from '@/components/history/StatementPanel';
import { routeMetadata } from '@/lib/server/seo';
import { getStatementPage } from '@/lib/server/statements/page';

export const generateMetadata = routeMetadata('accountStatement');

export default async function AccountStatementPage({ searchParams }: PageProps<'/[locale]/Specificaccountstatement'>) {
  return <StatementPanel view={await getStatementPage(await searchParams)} />;
}
