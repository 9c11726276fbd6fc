import { SummaryPanel } from '@/components/profile/SummaryPanel';
import { getSummaryPage } from '@/lib/server/users/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('summary');

export default async function SummaryPage() {
  return <SummaryPanel view={await getSummaryPage()} />;
}
