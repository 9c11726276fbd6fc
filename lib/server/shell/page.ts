import 'server-only';
import { getLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { demoMode } from '@/lib/env';
import { requireCustomer } from '@/lib/server/auth';

/**
 * The living style guide (/typography, /icons, /basic-table, /multi-language), for whoever builds the next screen:
 * in demo mode only, to a signed-in customer; on a real deployment the routes do not exist (404).
 */
export async function getStyleGuidePage(): Promise<{ locale: string }> {
  if (!demoMode()) notFound();
  await requireCustomer();
  return { locale: await getLocale() };
}
