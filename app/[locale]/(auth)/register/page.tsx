import { RegisterForm } from '@/components/auth/RegisterForm';
import { getRegisterPage } from '@/lib/server/auth/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('register');

export default async function RegisterPage() {
  return <RegisterForm view={await getRegisterPage()} />;
}
