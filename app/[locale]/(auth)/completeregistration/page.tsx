import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RegistrationComplete } from '@/components/registration/RegistrationComplete';
import { getCompleteRegistrationPage } from '@/lib/server/pages/auth';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('routes'))('completeRegistration'), robots: { index: false, follow: false } };
}

export default async function CompleteRegistrationPage() {
  return <RegistrationComplete {...await getCompleteRegistrationPage()} />;
}
