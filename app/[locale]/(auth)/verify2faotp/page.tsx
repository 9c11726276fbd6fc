import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { VerifyTwoFactorForm } from '@/components/twofactor/VerifyTwoFactorForm';
import { getVerifyTwoFactorPage } from '@/lib/server/pages/two-factor';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('routes'))('verify2faOtp'), robots: { index: false, follow: false } };
}

export default async function VerifyTwoFactorPage() {
  await getVerifyTwoFactorPage();
  return <VerifyTwoFactorForm />;
}
