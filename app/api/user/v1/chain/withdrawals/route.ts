import * as money from '@/lib/api/contracts/money';
import { requestWithdrawal } from '@/lib/server/chain';
import { apiHandler } from '@/lib/server/http';
import { idempotencyKeyOf } from '@/lib/server/ledger';

/** Withdraws coins to a saved address: amount and fee are held until the node's transaction is confirmed; Idempotency-Key required. */
export const POST = apiHandler(money.chainWithdrawal, ({ request, session, body }) =>
  requestWithdrawal(session.user, body, idempotencyKeyOf(request.headers)),
);
