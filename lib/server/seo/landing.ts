import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { publicMetadata } from './metadata';

/** The landing page answers on / and /Home (spec section 2); its one canonical URL is the site root. */
export const LANDING_PATH = '/';

export async function landingMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.landing');
  const brand = env().BRAND_NAME;
  const title = t('metaTitle', { brand });
  const metadata = await publicMetadata({ path: LANDING_PATH, title, description: t('metaDescription', { brand }) });
  // The layout's title template would append the brand a second time.
  return { ...metadata, title: { absolute: title } };
}
