import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { LoginForm } from '@/components/auth/LoginForm';
import { getLoginPage } from '@/lib/server/pages/auth';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('routes'))('login') };
}

export default async function LoginPage() {
  const { socialProviders } = await getLoginPage();
  return (
    <Suspense>
      <LoginForm socialProviders={socialProviders} />
    </Suspense>
  );
}
