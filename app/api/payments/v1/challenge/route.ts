import { apiHandler } from '@/lib/server/http/handler';
import { orderContext } from '@/lib/server/orders/context';
import { completeChallenge } from '@/lib/server/payments/challenge';
import { challengeAnswerSchema } from '@/lib/validation/orders';

/** The answer to a 3-D Secure challenge (approve with the code, fail, cancel); whoever has the payment reference is its payer. */
export const POST = apiHandler({ auth: 'none', body: challengeAnswerSchema }, async ({ body, locale, ip, request }) =>
  completeChallenge(body, await orderContext(request, locale, ip)),
);
