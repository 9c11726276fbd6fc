import * as money from '@/lib/api/contracts/money';
import { unstake } from '@/lib/server/earning';
import { apiHandler } from '@/lib/server/http';
import { idempotencyKeyOf } from '@/lib/server/ledger';

/** Unstakes one of the customer's flexible stakes; the Idempotency-Key header makes a retry pay back once. */
export const POST = apiHandler(money.earningUnstake, ({ request, session, params }) =>
  unstake(session.user, params.id, idempotencyKeyOf(request.headers)),
);
