import * as auth from '@/lib/api/contracts/auth';
import { disableTwoFactor } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';

export const POST = apiHandler(auth.twoFactorDisable, async ({ session, body }) => {
  await disableTwoFactor(session, body);
  return { auth_enabled: 'false' as const };
});
