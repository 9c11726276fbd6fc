// What other domains may call in lib/server/security: they import '@/lib/server/security', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { securityCommands } from './ops';
export {
  RATE_LIMIT_POLICIES,
  attemptAllowed,
  attemptsInStatement,
  attemptsSpent,
  clearRateLimit,
  deleteStaleRateLimits,
  enforceRateLimit,
  enforceRateLimits,
  enforceRecoverySend,
  rateLimitKey,
  refundAttempt,
  tooManyAttempts,
} from './rate-limit';
export type { RateLimitPolicyName, RateLimitSubject, RateLimits } from './rate-limit';
