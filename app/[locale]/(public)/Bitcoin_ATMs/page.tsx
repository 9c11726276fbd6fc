import type { Metadata } from 'next';
import { AtmMapScreen } from '@/components/atms/AtmMapScreen';
import { atmMapMetadata, getAtmMapPage } from '@/lib/server/atms/page';

type Props = PageProps<'/[locale]/Bitcoin_ATMs'>;

export function generateMetadata(): Promise<Metadata> {
  return atmMapMetadata();
}

export default async function AtmMapPage({ searchParams }: Props) {
  return <AtmMapScreen {...await getAtmMapPage(await searchParams)} />;
}
