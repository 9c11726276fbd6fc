import { ContactCodeForm } from '@/components/registration/ContactCodeForm';
import { getContactStepPage } from '@/lib/server/auth/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('loginPhoneVerify', { noindex: true });

export default async function LoginPhoneVerifyPage() {
  return <ContactCodeForm view={await getContactStepPage('phone')} />;
}
