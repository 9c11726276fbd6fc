import { AccountsList } from '@/components/accounts/AccountsList';
import { getAccountsPage } from '@/lib/server/accounts/page';
import { routeMetadata } from '@/lib/server/seo/route-metadata';

export const generateMetadata = routeMetadata('account');

type Query = Promise<Record<string, string | string[] | undefined>>;

export default async function AccountPage({ searchParams }: { searchParams: Query }) {
  return <AccountsList view={await getAccountsPage(await searchParams)} />;
}
