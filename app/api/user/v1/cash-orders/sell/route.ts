import * as cash from '@/lib/api/contracts/cash-orders';
import { placeCashSell } from '@/lib/server/cash-orders';
import { apiHandler } from '@/lib/server/http/handler';
import { idempotencyKeyOf } from '@/lib/server/ledger/idempotency';

/** Sells crypto for cash at an ATM; the Idempotency-Key header makes a retry place (and hold) it once. */
export const POST = apiHandler(cash.cashSell, ({ request, session, body }) =>
  placeCashSell(session.user, body, idempotencyKeyOf(request.headers)),
);
