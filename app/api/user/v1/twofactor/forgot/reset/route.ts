import * as auth from '@/lib/api/contracts/auth';
import { resetForgottenTwoFactor } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';

export const POST = apiHandler(auth.twoFactorForgotReset, async ({ body, ip, t }) => {
  await resetForgottenTwoFactor(body, { ip });
  return { message: t('forgotTwoFactor.resetDone') };
});
