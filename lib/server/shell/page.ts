import 'server-only';
import { getLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { demoMode } from '@/lib/env';
import { requireCustomer } from '@/lib/server/auth';
import { routeById, type RouteId } from '@/lib/routes';
import type { PlaceholderView } from '@/lib/views/shell';

/** A route whose feature a later issue builds; logged-in ones still check the session first. */
export async function getPlaceholderView(routeId: RouteId): Promise<PlaceholderView> {
  const route = routeById.get(routeId);
  if (!route) throw new Error(`Unknown route id ${routeId}`);
  if (route.family === 'app') await requireCustomer();
  return { routeId, family: route.family };
}

/**
 * The living style guide (/typography, /icons, /basic-table, /multi-language), for whoever builds the next screen:
 * in demo mode only, to a signed-in customer; on a real deployment the routes do not exist (404).
 */
export async function getStyleGuidePage(): Promise<{ locale: string }> {
  if (!demoMode()) notFound();
  await requireCustomer();
  return { locale: await getLocale() };
}
