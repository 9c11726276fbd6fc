import { verifyCredentials } from '@/lib/server/auth/accounts';
import { completeLink } from '@/lib/server/auth/oidc-link';
import { apiHandler } from '@/lib/server/http/handler';
import { loginSchema } from '@/lib/validation/auth';

/** Links the waiting provider account to the customer whose password this is (sign-in's own limits), and signs them in. */
export const POST = apiHandler({ auth: 'none', body: loginSchema }, async (ctx) =>
  completeLink(ctx, (client) => verifyCredentials(ctx.body, client)),
);
