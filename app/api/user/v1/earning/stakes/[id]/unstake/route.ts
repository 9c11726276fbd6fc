import * as money from '@/lib/api/contracts/money';
import { unstake } from '@/lib/server/earning';
import { apiHandler } from '@/lib/server/http';

/** Unstakes one of the customer's flexible stakes; the Idempotency-Key header makes a retry pay back once. */
export const POST = apiHandler(money.earningUnstake, ({ idempotencyKey, session, params }) =>
  unstake(session.user, params.id, idempotencyKey),
);
