import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InvalidResetLink, ResetPasswordForm } from '@/components/recovery/ResetPasswordForm';
import { getResetPasswordPage } from '@/lib/server/pages/recovery';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('routes'))('forgetChangePassword'), robots: { index: false, follow: false } };
}

export default async function ResetPasswordPage({ params }: { params: Promise<{ id: string }> }) {
  const { token, usable } = await getResetPasswordPage((await params).id);
  return usable ? <ResetPasswordForm token={token} /> : <InvalidResetLink />;
}
