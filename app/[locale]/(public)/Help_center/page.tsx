import { HelpCenter } from '@/components/content/HelpCenter';
import { contentMetadata, getHelpCenterPage } from '@/lib/server/content/page';

export const generateMetadata = () => contentMetadata('helpCenter');

export default async function HelpCenterPage({ searchParams }: PageProps<'/[locale]/Help_center'>) {
  return <HelpCenter view={await getHelpCenterPage(searchParams)} />;
}
