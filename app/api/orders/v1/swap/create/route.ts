import * as orders from '@/lib/api/contracts/checkout';
import { apiHandler } from '@/lib/server/http';
import { answerGrantingAccess, orderContext } from '@/lib/server/checkout';
import { createSwapOrder } from '@/lib/server/swap';

/** Places a swap order from its signed quote; public, linked to the account when a customer is signed in. */
export const POST = apiHandler(orders.swapOrder, async (ctx) =>
  answerGrantingAccess(ctx.cookies, await createSwapOrder(ctx.body, orderContext(ctx))),
);
