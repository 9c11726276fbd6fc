import * as orders from '@/lib/api/contracts/checkout';
import { apiHandler } from '@/lib/server/http/handler';
import { answerGrantingAccess } from '@/lib/server/checkout/access';
import { orderContext } from '@/lib/server/checkout/context';
import { createSwapOrder } from '@/lib/server/swap/swap';

/** Places a swap order from its signed quote; public, linked to the account when a customer is signed in. */
export const POST = apiHandler(orders.swapOrder, async (ctx) =>
  answerGrantingAccess(ctx.cookies, await createSwapOrder(ctx.body, orderContext(ctx))),
);
