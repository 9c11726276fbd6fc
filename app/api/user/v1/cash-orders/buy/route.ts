import * as cash from '@/lib/api/contracts/cash-orders';
import { placeCashBuy } from '@/lib/server/cash-orders';
import { apiHandler } from '@/lib/server/http/handler';
import { idempotencyKeyOf } from '@/lib/server/ledger/idempotency';

/** Orders crypto for cash at an ATM; the Idempotency-Key header makes a retry place it once. */
export const POST = apiHandler(cash.cashBuy, ({ request, session, body }) =>
  placeCashBuy(session.user, body, idempotencyKeyOf(request.headers)),
);
