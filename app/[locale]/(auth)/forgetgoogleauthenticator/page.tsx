import { ForgotTwoFactorForm } from '@/components/twofactor/ForgotTwoFactorForm';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('forgetAuthenticator');

export default function ForgotTwoFactorPage() {
  return <ForgotTwoFactorForm />;
}
