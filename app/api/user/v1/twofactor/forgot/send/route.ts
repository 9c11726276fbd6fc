import * as auth from '@/lib/api/contracts/auth';
import { sendForgotTwoFactorCode } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';

/** Always the same message, whether or not the e-mail and phone belong to an account (see sendForgotTwoFactorCode). */
export const POST = apiHandler(auth.twoFactorForgotSend, async ({ body, ip, t }) => {
  const { resendSeconds } = await sendForgotTwoFactorCode(body, { ip });
  return { message: t('forgotTwoFactor.codeSent'), resendSeconds };
});
