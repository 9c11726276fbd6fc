import * as auth from '@/lib/api/contracts/auth';
import { verifyCredentials, completeLink } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';

/** Links the waiting provider account to the customer whose password this is (sign-in's own limits), and signs them in. */
export const POST = apiHandler(auth.socialLinkPassword, async (ctx) => completeLink(ctx, (client) => verifyCredentials(ctx.body, client)));
