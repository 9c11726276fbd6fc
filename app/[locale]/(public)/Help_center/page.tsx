import { HelpCenter } from '@/components/content/HelpCenter';
import { contentMetadata, getHelpCenterPage } from '@/lib/server/content/page';

export const generateMetadata = () => contentMetadata('helpCenter');

export default async function HelpCenterPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <HelpCenter view={await getHelpCenterPage(searchParams)} />;
}
