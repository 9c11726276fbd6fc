import { TwoSecurityPanel } from '@/components/twofactor/TwoSecurityPanel';
import { getTwoSecurityPage } from '@/lib/server/auth/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('twoSecurity');

export default async function TwoSecurityPage() {
  return <TwoSecurityPanel view={await getTwoSecurityPage()} />;
}
