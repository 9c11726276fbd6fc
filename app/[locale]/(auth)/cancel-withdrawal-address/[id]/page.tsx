import { AddressCancelCard } from '@/components/chain/AddressCancelCard';
import { withdrawalAddressCancelOffer } from '@/lib/server/chain';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('withdrawalAddressCancel', { noindex: true });

/** The "new withdrawal address" e-mail's cancel link: what it finds, and a button that deletes the address. */
export default async function WithdrawalAddressCancelPage({ params }: PageProps<'/[locale]/cancel-withdrawal-address/[id]'>) {
  const { id } = await params;
  return <AddressCancelCard token={id} found={await withdrawalAddressCancelOffer(id)} />;
}
