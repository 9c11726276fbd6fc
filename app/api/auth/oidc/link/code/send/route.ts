import * as auth from '@/lib/api/contracts/auth';
import { env } from '@/lib/env';
import { linkStepOf, sendLinkCode } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';

/** The same answer whether or not the address is a customer's (see sendLinkCode). */
export const POST = apiHandler(auth.socialLinkCodeSend, async ({ request, body, ip, t }) => {
  const { resendSeconds } = await sendLinkCode(await linkStepOf(request), body.email, { ip });
  return { message: t('social.codeSent', { brand: env().BRAND_NAME }), resendSeconds };
});
