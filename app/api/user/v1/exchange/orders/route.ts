import * as exchange from '@/lib/api/contracts/exchange';
import { placeOrder } from '@/lib/server/exchange';
import { apiHandler } from '@/lib/server/http';

/** Places a limit or stop-loss limit order; the Idempotency-Key header makes a retry place it once. */
export const POST = apiHandler(exchange.exchangeOrder, ({ idempotencyKey, session, body }) =>
  placeOrder(session.user, body, idempotencyKey),
);
