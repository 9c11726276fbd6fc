import 'server-only';
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
