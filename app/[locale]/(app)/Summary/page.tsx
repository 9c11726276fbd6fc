import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SummaryPanel } from '@/components/profile/SummaryPanel';
import { getSummaryPage } from '@/lib/server/pages/profile';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('routes'))('summary') };
}

export default async function SummaryPage() {
  return <SummaryPanel view={await getSummaryPage()} />;
}
