import { startSocialSignIn } from '@/lib/server/auth/oidc-flow';
import { apiHandler } from '@/lib/server/http/handler';
import { providerParams, socialStartSchema } from '@/lib/validation/social-link';

/** "Continue with …": sets the flow cookie and answers the provider's address (see startSocialSignIn). */
export const POST = apiHandler({ auth: 'none', params: providerParams, body: socialStartSchema }, async (ctx) =>
  startSocialSignIn(ctx, ctx.params.provider, ctx.body.next),
);
