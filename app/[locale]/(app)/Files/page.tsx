import { DocumentsList } from '@/components/verification/DocumentsList';
import { routeMetadata } from '@/lib/server/seo';
import { getFilesPage } from '@/lib/server/verification/page';

export const generateMetadata = routeMetadata('files');

/** The customer's verification documents and their review. */
export default async function FilesPage() {
  return <DocumentsList view={await getFilesPage()} />;
}
