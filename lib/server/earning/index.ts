// What other domains may call in lib/server/earning: they import '@/lib/server/earning', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { earningDayJob } from './jobs';
export { earningCommands } from './ops';
export { accrueDay, rewardOfDay, runEarningDay } from './rewards';
export { createStake, firstEarningDay, matureStakes, openStake, unstake } from './stakes';
