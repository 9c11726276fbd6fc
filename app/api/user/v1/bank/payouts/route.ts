import { requestPayout } from '@/lib/server/bank/payouts';
import { apiHandler } from '@/lib/server/http/handler';
import { idempotencyKeyOf } from '@/lib/server/ledger/idempotency';
import { payoutSchema } from '@/lib/validation/bank';

/** Asks for a payout to a saved beneficiary: the funds are held until the operator sends it; Idempotency-Key required. */
export const POST = apiHandler({ body: payoutSchema }, ({ request, session, body }) =>
  requestPayout(session.user, body, idempotencyKeyOf(request.headers)),
);
