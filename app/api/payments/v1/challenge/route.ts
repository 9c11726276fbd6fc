import { apiHandler } from '@/lib/server/http/handler';
import { orderAccessCookieName } from '@/lib/server/orders/access';
import { orderContext } from '@/lib/server/orders/context';
import { completeChallenge } from '@/lib/server/payments/challenge';
import { challengeAnswerSchema } from '@/lib/validation/orders';

/** The answer to a 3-D Secure challenge (approve with the code, fail, cancel), from the browser that placed the order. */
export const POST = apiHandler({ auth: 'optional', body: challengeAnswerSchema }, async (ctx) =>
  completeChallenge(ctx.body, ctx.request.cookies.get(orderAccessCookieName(ctx.body.payment))?.value, orderContext(ctx)),
);
