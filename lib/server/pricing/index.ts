// What other domains may call in lib/server/pricing: they import '@/lib/server/pricing', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { PRICE_SCALE, RATE_SCALE, cardBuyMath, movedAgainstHouse, swapMath } from './amounts';
export { ensureFeeSchedule, feeByRule, feeFor } from './fees';
export type { Fee } from './fees';
export { pricingCommands } from './ops';
