import type { Metadata } from 'next';
import { AtmDetailsView } from '@/components/atms/AtmDetailsView';
import { atmDetailsMetadata, getAtmDetailsPage } from '@/lib/server/atms/page';

type Props = PageProps<'/[locale]/Bitcoin_ATMs_Details/[id]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return atmDetailsMetadata((await params).id);
}

export default async function AtmDetailsPage({ params }: Props) {
  return <AtmDetailsView {...await getAtmDetailsPage((await params).id)} />;
}
