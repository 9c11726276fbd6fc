import { finishSocialSignIn } from '@/lib/server/auth/oidc-flow';
import { apiHandler } from '@/lib/server/http/handler';
import { providerParams } from '@/lib/validation/social-link';

/**
 * The provider's redirect back: a browser navigation (no client token to send), a GET by protocol, and
 * safe as one only through the flow cookie (see finishSocialSignIn).
 */
export const GET = apiHandler({ auth: 'none', clientToken: false, params: providerParams }, async (ctx) =>
  finishSocialSignIn(ctx, ctx.params.provider),
);
