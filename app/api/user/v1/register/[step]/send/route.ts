import * as auth from '@/lib/api/contracts/auth';
import { resendContactCode } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';

/** "Resend" of the e-mail or mobile code step; only the session waiting for that step may ask. */
export const POST = apiHandler(auth.registerCodeSend, async ({ session, params, ip, userAgent, t }) => {
  const { resendSeconds } = await resendContactCode(session, params.step, { ip, userAgent });
  return { message: t('registration.codeSentAgain'), resendSeconds };
});
