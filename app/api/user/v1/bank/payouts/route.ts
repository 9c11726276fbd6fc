import * as money from '@/lib/api/contracts/money';
import { requestPayout } from '@/lib/server/bank';
import { apiHandler } from '@/lib/server/http';
import { idempotencyKeyOf } from '@/lib/server/ledger';

/** Asks for a payout to a saved beneficiary: the funds are held until the operator sends it; Idempotency-Key required. */
export const POST = apiHandler(money.payout, ({ request, session, body }) =>
  requestPayout(session.user, body, idempotencyKeyOf(request.headers)),
);
