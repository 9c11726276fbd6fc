// What other domains may call in lib/server/limits: they import '@/lib/server/limits', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export {
  assertWithinLimits,
  assertNotBlocked,
  ensureLimitRules,
  eurValueOf,
  headroom,
  headroomAfter,
  limitRefusal,
  limitRulesOf,
  limitUses,
} from './limits';
export type { CountedLimit, LimitHeadroom, LimitUse } from './limits';
export { limitCommands } from './ops';
