import * as auth from '@/lib/api/contracts/auth';
import { completeLink, customerByLinkCode } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';

/** Links the waiting provider account to the customer the e-mailed code was sent to, and signs them in. */
export const POST = apiHandler(auth.socialLinkCodeVerify, async (ctx) =>
  completeLink(ctx, (client) => customerByLinkCode(ctx.body, client)),
);
