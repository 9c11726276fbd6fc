import { RegistrationComplete } from '@/components/registration/RegistrationComplete';
import { getCompleteRegistrationPage } from '@/lib/server/auth/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('completeRegistration', { noindex: true });

export default async function CompleteRegistrationPage() {
  return <RegistrationComplete {...await getCompleteRegistrationPage()} />;
}
