import * as orders from '@/lib/api/contracts/checkout';
import { apiHandler } from '@/lib/server/http';
import { answerGrantingAccess, orderContext } from '@/lib/server/checkout';
import { buyVoucher } from '@/lib/server/vouchers';

/** A gift voucher paid by card: the code and password in the answer when paid, or the challenge to answer. */
export const POST = apiHandler(orders.voucherBuy, async (ctx) =>
  answerGrantingAccess(ctx.cookies, await buyVoucher(ctx.body, orderContext(ctx))),
);
