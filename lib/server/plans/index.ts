// What other domains may call in lib/server/plans: they import '@/lib/server/plans', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { renewPlansJob } from './jobs';
export { planCommands } from './ops';
export { renewPlans, upgradePlan } from './plans';
