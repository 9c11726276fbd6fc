import * as auth from '@/lib/api/contracts/auth';
import { signedInAnswer, registerCustomer } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';

/** Sign-up: answers the temporary pair and the first step (the e-mail code), never a full session. */
export const POST = apiHandler(auth.register, async ({ body, ip, userAgent, cookies, locale }) => {
  const result = await registerCustomer(body, { ip, userAgent }, locale);
  cookies.setSession(result.token, result.expiresAt);
  return signedInAnswer(result);
});
