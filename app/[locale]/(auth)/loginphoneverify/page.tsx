import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactCodeForm } from '@/components/registration/ContactCodeForm';
import { getContactStepPage } from '@/lib/server/pages/auth';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('routes'))('loginPhoneVerify'), robots: { index: false, follow: false } };
}

export default async function LoginPhoneVerifyPage() {
  return <ContactCodeForm view={await getContactStepPage('phone')} />;
}
