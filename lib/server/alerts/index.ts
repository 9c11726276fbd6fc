// What other domains may call in lib/server/alerts: they import '@/lib/server/alerts', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { createAlert, deleteAlert, listAlerts, priceAlertsView } from './alerts';
export { checkPriceAlerts } from './check';
export { checkPriceAlertsJob, checkPriceAlertsOnNewPrices } from './jobs';
