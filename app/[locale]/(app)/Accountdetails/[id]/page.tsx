import { AccountDetails } from '@/components/history/AccountDetails';
import { getAccountDetailsPage } from '@/lib/server/history/page';
import { routeMetadata } from '@/lib/server/seo/route-metadata';

export const generateMetadata = routeMetadata('accountDetails');

type Query = Promise<Record<string, string | string[] | undefined>>;

export default async function AccountDetailsPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Query }) {
  return <AccountDetails view={await getAccountDetailsPage((await params).id, await searchParams)} />;
}
