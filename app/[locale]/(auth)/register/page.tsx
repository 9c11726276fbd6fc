import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RegisterForm } from '@/components/auth/RegisterForm';
import { getRegisterPage } from '@/lib/server/pages/auth';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('routes'))('register') };
}

export default async function RegisterPage() {
  return <RegisterForm view={await getRegisterPage()} />;
}
