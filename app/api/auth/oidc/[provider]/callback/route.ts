import * as auth from '@/lib/api/contracts/auth';
import { finishSocialSignIn } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';

/**
 * The provider's redirect back: a browser navigation (no client token to send), a GET by protocol, and
 * safe as one only through the flow cookie (see finishSocialSignIn).
 */
export const GET = apiHandler(auth.socialCallback, async (ctx) => finishSocialSignIn(ctx, ctx.params.provider));
