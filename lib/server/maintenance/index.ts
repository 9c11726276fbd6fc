// What other domains may call in lib/server/maintenance: they import '@/lib/server/maintenance', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { maintenanceCommands } from './ops';
export { MAINTENANCE_CACHE_MS, maintenanceInForce } from './state';
export type { MaintenanceRefusal } from './state';
