import * as account from '@/lib/api/contracts/account';
import { apiHandler } from '@/lib/server/http';
import { upgradePlan } from '@/lib/server/plans';

/** Moves the customer up to a paid plan and charges its first month; the Idempotency-Key header makes a retry charge once. */
export const POST = apiHandler(account.planUpgrade, ({ idempotencyKey, session, body }) =>
  upgradePlan(session.user, body.plan, idempotencyKey),
);
