import { disableTwoFactor } from '@/lib/server/auth/two-factor';
import { apiHandler } from '@/lib/server/http/handler';
import { toggleTwoFactorSchema } from '@/lib/validation/twofactor';

export const POST = apiHandler({ body: toggleTwoFactorSchema }, async ({ session, body }) => {
  await disableTwoFactor(session, body);
  return { auth_enabled: 'false' };
});
