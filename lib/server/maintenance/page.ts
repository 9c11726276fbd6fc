import 'server-only';
import { redirect } from 'next/navigation';
import { routePath } from '@/lib/routes';
import { localizedPath } from '@/lib/server/i18n';
import type { MaintenanceView } from '@/lib/views/maintenance';
import { maintenanceState, type MaintenanceWindow } from './state';

const view = (window: MaintenanceWindow): MaintenanceView => ({
  message: window.message,
  startsAt: window.startsAt.toISOString(),
  endsAt: window.endsAt?.toISOString() ?? null,
});

/** /maintenance: the window in force (every page is answered with this one meanwhile); without one, the home page. */
export async function getMaintenancePage(): Promise<MaintenanceView> {
  const { active } = await maintenanceState();
  if (!active) redirect(await localizedPath(routePath('home')));
  return view(active);
}

/** The window announced for later, for the signed-in frame's banner. */
export async function plannedMaintenance(): Promise<MaintenanceView | null> {
  const { planned } = await maintenanceState();
  return planned && view(planned);
}
