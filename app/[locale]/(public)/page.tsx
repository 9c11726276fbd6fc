import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Landing } from '@/components/public/Landing';
import { env } from '@/lib/env';
import { getLandingPage } from '@/lib/server/pages/landing';
import { publicMetadata } from '@/lib/server/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.landing');
  const brand = env().BRAND_NAME;
  // The layout's title template would append the brand a second time.
  return { ...(await publicMetadata({ path: '/', title: t('metaTitle', { brand }), description: t('metaDescription', { brand }) })), title: { absolute: t('metaTitle', { brand }) } };
}

export default async function LandingPage() {
  return <Landing view={await getLandingPage()} />;
}
