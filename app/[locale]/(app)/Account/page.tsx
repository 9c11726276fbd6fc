import { AccountsList } from '@/components/accounts/AccountsList';
import { getAccountsPage } from '@/lib/server/accounts/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('account');

export default async function AccountPage({ searchParams }: PageProps<'/[locale]/Account'>) {
  return <AccountsList view={await getAccountsPage(await searchParams)} />;
}
