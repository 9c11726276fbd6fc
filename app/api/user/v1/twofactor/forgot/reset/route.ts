import { resetForgottenTwoFactor } from '@/lib/server/auth/forgot-two-factor';
import { apiHandler } from '@/lib/server/http/handler';
import { forgotTwoFactorResetSchema } from '@/lib/validation/forgot-two-factor';

export const POST = apiHandler({ auth: 'none', body: forgotTwoFactorResetSchema }, async ({ body, ip, t }) => {
  await resetForgottenTwoFactor(body, { ip });
  return { message: t('forgotTwoFactor.resetDone') };
});
