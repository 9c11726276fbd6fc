import { AuthEnabled } from '@/components/twofactor/AuthEnabled';
import { getAuthEnabledPage } from '@/lib/server/auth/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('authEnabled', { noindex: true });

export default async function AuthEnabledPage() {
  await getAuthEnabledPage();
  return <AuthEnabled />;
}
