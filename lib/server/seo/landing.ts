import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { publicMetadata } from './metadata';

/** The landing page answers on / and /Home (spec section 2); its one canonical URL is the site root. */
export const LANDING_PATH = '/';

export async function landingMetadata(): Promise<Metadata> {
  const t = await getTranslations('meta');
  return publicMetadata({ path: LANDING_PATH, title: t('tagline'), description: t('description') });
}
