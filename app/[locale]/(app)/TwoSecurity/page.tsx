import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TwoSecurityPanel } from '@/components/twofactor/TwoSecurityPanel';
import { getTwoSecurityPage } from '@/lib/server/pages/two-factor';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('routes'))('twoSecurity') };
}

export default async function TwoSecurityPage() {
  return <TwoSecurityPanel view={await getTwoSecurityPage()} />;
}
