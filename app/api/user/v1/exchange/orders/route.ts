import * as exchange from '@/lib/api/contracts/exchange';
import { placeOrder } from '@/lib/server/exchange';
import { apiHandler } from '@/lib/server/http';
import { idempotencyKeyOf } from '@/lib/server/ledger';

/** Places a limit or stop-loss limit order; the Idempotency-Key header makes a retry place it once. */
export const POST = apiHandler(exchange.exchangeOrder, ({ request, session, body }) =>
  placeOrder(session.user, body, idempotencyKeyOf(request.headers)),
);
