import type { Metadata } from 'next';
import { PressItem } from '@/components/press/PressItem';
import { getPressItemPage, pressItemMetadata } from '@/lib/server/content/page';

type Props = PageProps<'/[locale]/they-wrote-about-us-details/[id]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pressItemMetadata((await params).id);
}

export default async function PressItemPage({ params }: Props) {
  return <PressItem view={await getPressItemPage((await params).id)} />;
}
