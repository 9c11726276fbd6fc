import { finishSocialSignIn } from '@/lib/server/auth/oidc-flow';
import { apiHandler } from '@/lib/server/http/handler';
import { providerParams } from '@/lib/validation/social-link';

/** The provider's redirect back: a GET by protocol, safe only through the flow cookie (see finishSocialSignIn). */
export const GET = apiHandler({ auth: 'none', clientToken: false, params: providerParams }, async ({ request, params, locale, ip, userAgent }) =>
  finishSocialSignIn(request, params.provider, locale, { ip, userAgent }),
);
