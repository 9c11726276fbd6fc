import * as money from '@/lib/api/contracts/money';
import { requestPayout } from '@/lib/server/bank';
import { apiHandler } from '@/lib/server/http';

/** Asks for a payout to a saved beneficiary: the funds are held until the operator sends it; Idempotency-Key required. */
export const POST = apiHandler(money.payout, ({ idempotencyKey, session, body }) => requestPayout(session.user, body, idempotencyKey));
