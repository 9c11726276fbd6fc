import { AccountDetails } from '@/components/history/AccountDetails';
import { getAccountDetailsPage } from '@/lib/server/statements/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('accountDetails');

export default async function AccountDetailsPage({ params, searchParams }: PageProps<'/[locale]/Accountdetails/[id]'>) {
  return <AccountDetails view={await getAccountDetailsPage((await params).id, await searchParams)} />;
}
