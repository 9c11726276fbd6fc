import * as exchange from '@/lib/api/contracts/exchange';
import { cancelOrder } from '@/lib/server/exchange';
import { apiHandler } from '@/lib/server/http';

/** Cancels a resting order and releases its hold. */
export const POST = apiHandler(exchange.exchangeCancel, ({ session, params }) => cancelOrder(session.user, params.id));
