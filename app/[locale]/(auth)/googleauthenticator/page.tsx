import { AuthenticatorGuide } from '@/components/twofactor/AuthenticatorGuide';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('googleAuthenticator', { noindex: true });

export default function GoogleAuthenticatorPage() {
  return <AuthenticatorGuide />;
}
