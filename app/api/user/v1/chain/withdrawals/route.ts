import * as money from '@/lib/api/contracts/money';
import { requestWithdrawal } from '@/lib/server/chain';
import { apiHandler } from '@/lib/server/http';

/** Withdraws coins to a saved address: amount and fee are held until the node's transaction is confirmed; Idempotency-Key required. */
export const POST = apiHandler(money.chainWithdrawal, ({ idempotencyKey, session, body }) =>
  requestWithdrawal(session.user, body, idempotencyKey),
);
