import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DemoOutbox } from '@/components/recovery/DemoOutbox';
import { getDemoOutboxPage } from '@/lib/server/pages/recovery';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('routes'))('demoOutbox'), robots: { index: false, follow: false } };
}

export default async function DemoOutboxPage() {
  return <DemoOutbox messages={await getDemoOutboxPage()} />;
}
