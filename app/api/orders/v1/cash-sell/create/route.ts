import { cashSellVisitor } from '@/lib/api/contracts/cash-orders';
import { placeVisitorCashSell } from '@/lib/server/cash-orders';
import { answerGrantingAccess } from '@/lib/server/checkout/access';
import { orderContext } from '@/lib/server/checkout/context';
import { apiHandler } from '@/lib/server/http/handler';

/** A visitor's sell for cash paid on chain; the placing browser gets the order's capability as a cookie. */
export const POST = apiHandler(cashSellVisitor, async (ctx) =>
  answerGrantingAccess(ctx.cookies, await placeVisitorCashSell(ctx.body, orderContext(ctx))),
);
