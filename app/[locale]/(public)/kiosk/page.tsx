import { ContentPage } from '@/components/content/ContentPage';
import { contentMetadata, getKioskPage } from '@/lib/server/content/page';

export const generateMetadata = () => contentMetadata('kiosk');

export default async function KioskPage() {
  return <ContentPage view={await getKioskPage()} />;
}
