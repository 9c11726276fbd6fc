import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SocialLinkExpired, SocialLinkPanel } from '@/components/auth/SocialLink';
import { getSocialLinkPage } from '@/lib/server/auth/page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('social'))('pageTitle'), robots: { index: false, follow: false } };
}

/** The linking step of a social sign-in (spec route /auth). */
export default async function SocialLinkPage() {
  const view = await getSocialLinkPage();
  return view ? <SocialLinkPanel {...view} /> : <SocialLinkExpired />;
}
