// What other domains may call in lib/server/limits: they import '@/lib/server/limits', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export {
  assertHeadroom,
  assertNotBlocked,
  blockedRefusal,
  ensureLimitRules,
  eurValueOf,
  headroom,
  headroomAfter,
  limitRefusal,
  limitRulesOf,
  limitUses,
  notAtLevelRefusal,
  withinLimits,
} from './limits';
export type { LimitHeadroom } from './limits';
export { limitCommands } from './ops';
