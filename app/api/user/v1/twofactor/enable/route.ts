import * as auth from '@/lib/api/contracts/auth';
import { enableTwoFactor } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';

export const POST = apiHandler(auth.twoFactorEnable, async ({ session, body }) => {
  const recoveryCodes = await enableTwoFactor(session, body);
  return { auth_enabled: 'true' as const, recovery_codes: recoveryCodes };
});
