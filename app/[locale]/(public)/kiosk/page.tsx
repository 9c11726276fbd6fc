import { ContentPage } from '@/components/content/ContentPage';
import { contentMetadata, getKioskPage } from '@/lib/server/pages/content';

export const generateMetadata = () => contentMetadata('kiosk');

export default async function KioskPage() {
  return <ContentPage view={await getKioskPage()} />;
}
