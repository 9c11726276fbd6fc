import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getOtpPage } from '@/lib/server/pages/auth';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('routes'))('otp'), robots: { index: false, follow: false } };
}

/** Always a redirect: to the one-time-code step the pending sign-in owes, or to /login. */
export default async function OtpPage(): Promise<never> {
  return getOtpPage();
}
