import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForgotPasswordForm } from '@/components/recovery/ForgotPasswordForm';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('routes'))('forgetPassword') };
}

export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}
