import * as orders from '@/lib/api/contracts/checkout';
import { placeCardOrder } from '@/lib/server/card-orders';
import { apiHandler } from '@/lib/server/http';
import { answerGrantingAccess, orderContext } from '@/lib/server/checkout';

/** Buy by card: the order from its signed quote and the card charged; the answer says where the order stands. */
export const POST = apiHandler(orders.cardOrder, async (ctx) =>
  answerGrantingAccess(ctx.cookies, await placeCardOrder(ctx.body, orderContext(ctx))),
);
