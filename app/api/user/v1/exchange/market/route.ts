import * as exchange from '@/lib/api/contracts/exchange';
import { confirmMarketOrder } from '@/lib/server/exchange';
import { apiHandler } from '@/lib/server/http';

/** Fills a quoted market order; the Idempotency-Key header makes a retry fill it once. */
export const POST = apiHandler(exchange.exchangeMarket, ({ idempotencyKey, session, body }) =>
  confirmMarketOrder(session.user, body.quote, idempotencyKey),
);
