import { startSocialSignIn } from '@/lib/server/auth/oidc-flow';
import { apiHandler } from '@/lib/server/http/handler';
import { providerParams } from '@/lib/validation/social-link';

/** A plain HTML form posts here (no client token to send); the wrapper still refuses a foreign Origin. */
export const POST = apiHandler({ auth: 'none', clientToken: false, params: providerParams }, async ({ request, params, locale }) =>
  startSocialSignIn(request, params.provider, locale),
);
