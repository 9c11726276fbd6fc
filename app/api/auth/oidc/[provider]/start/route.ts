import * as auth from '@/lib/api/contracts/auth';
import { startSocialSignIn } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';

/** "Continue with …": sets the flow cookie and answers the provider's address (see startSocialSignIn). */
export const POST = apiHandler(auth.socialStart, async (ctx) => startSocialSignIn(ctx, ctx.params.provider, ctx.body.next));
