import type { Metadata } from 'next';
import { PressList } from '@/components/press/PressList';
import { getPressListPage, pressListMetadata } from '@/lib/server/content/page';

type Props = PageProps<'/[locale]/they-wrote-about-us'>;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return pressListMetadata((await searchParams).page);
}

export default async function PressPage({ searchParams }: Props) {
  return <PressList view={await getPressListPage((await searchParams).page)} />;
}
