import { MaintenanceNotice } from '@/components/maintenance/MaintenanceNotice';
import { getMaintenancePage } from '@/lib/server/maintenance/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('maintenance', { noindex: true });

export default async function MaintenancePage() {
  return <MaintenanceNotice {...await getMaintenancePage()} />;
}
