import { VerifyTwoFactorForm } from '@/components/twofactor/VerifyTwoFactorForm';
import { getVerifyTwoFactorPage } from '@/lib/server/auth/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('verify2faOtp', { noindex: true });

export default async function VerifyTwoFactorPage() {
  return <VerifyTwoFactorForm {...await getVerifyTwoFactorPage()} />;
}
