import { enableTwoFactor } from '@/lib/server/auth/two-factor';
import { apiHandler } from '@/lib/server/http/handler';
import { toggleTwoFactorSchema } from '@/lib/validation/twofactor';

export const POST = apiHandler({ body: toggleTwoFactorSchema, duringSecurityStep: 'allowed' }, async ({ session, body }) => {
  await enableTwoFactor(session, body);
  return { auth_enabled: 'true' };
});
