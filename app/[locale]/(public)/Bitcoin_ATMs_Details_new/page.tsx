import type { Metadata } from 'next';
import { AtmDetailsView } from '@/components/atms/AtmDetailsView';
import { NewestAtms } from '@/components/atms/NewestAtms';
import { atmDetailsNewMetadata, getAtmDetailsNewPage } from '@/lib/server/atms/page';

type Props = PageProps<'/[locale]/Bitcoin_ATMs_Details_new'>;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return atmDetailsNewMetadata(await searchParams);
}

export default async function AtmDetailsNewPage({ searchParams }: Props) {
  const view = await getAtmDetailsNewPage(await searchParams);
  return view.kind === 'details' ? <AtmDetailsView {...view} /> : <NewestAtms atms={view.atms} />;
}
