import * as orders from '@/lib/api/contracts/checkout';
import { apiHandler } from '@/lib/server/http';
import { orderAccessCookieName } from '@/lib/server/checkout';
import { completeChallenge } from '@/lib/server/card-orders';

/** The answer to a 3-D Secure challenge (approve with the code, fail, cancel), from the browser that placed the order. */
export const POST = apiHandler(orders.paymentChallenge, async (ctx) =>
  completeChallenge(ctx.body, ctx.request.cookies.get(orderAccessCookieName(ctx.body.payment))?.value),
);
