// What other domains may call in lib/server/bank: they import '@/lib/server/bank', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { addBeneficiary, removeBeneficiary } from './beneficiaries';
export { referenceOwner } from './incoming';
export { bankCommands } from './ops';
export { lockPayout, markPayoutRefused, markPayoutSent, payoutsForOperator, requestPayout } from './payouts';
export type { PayoutRow } from './payouts';
