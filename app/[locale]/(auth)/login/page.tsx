import { Suspense } from 'react';
import { LoginForm } from '@/components/auth/LoginForm';
import { getLoginPage } from '@/lib/server/auth/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('login');

export default async function LoginPage() {
  const { socialProviders } = await getLoginPage();
  return (
    <Suspense>
      <LoginForm socialProviders={socialProviders} />
    </Suspense>
  );
}
