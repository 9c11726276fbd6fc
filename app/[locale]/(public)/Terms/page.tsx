import { DocumentPage } from '@/components/content/DocumentPage';
import { contentMetadata, getTermsPage } from '@/lib/server/content/page';

export const generateMetadata = () => contentMetadata('terms');

export default async function TermsPage() {
  return <DocumentPage view={await getTermsPage()} />;
}
