import { ContentPage } from '@/components/content/ContentPage';
import { contentMetadata, getBitkasaPage } from '@/lib/server/content/page';

export const generateMetadata = () => contentMetadata('bitkasa');

export default async function BitkasaPage() {
  return <ContentPage view={await getBitkasaPage()} />;
}
