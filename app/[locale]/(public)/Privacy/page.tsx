import { DocumentPage } from '@/components/content/DocumentPage';
import { contentMetadata, getPrivacyPage } from '@/lib/server/content/page';

export const generateMetadata = () => contentMetadata('privacy');

export default async function PrivacyPage() {
  return <DocumentPage view={await getPrivacyPage()} />;
}
