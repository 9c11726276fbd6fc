import { ContactCodeForm } from '@/components/registration/ContactCodeForm';
import { getContactStepPage } from '@/lib/server/auth/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('loginEmailVerify', { noindex: true });

export default async function LoginEmailVerifyPage() {
  return <ContactCodeForm view={await getContactStepPage('email')} />;
}
