import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForgotTwoFactorForm } from '@/components/twofactor/ForgotTwoFactorForm';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('routes'))('forgetAuthenticator') };
}

export default function ForgotTwoFactorPage() {
  return <ForgotTwoFactorForm />;
}
