import * as auth from '@/lib/api/contracts/auth';
import { signedInAnswer, completeTwoFactorSignIn } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';

export const POST = apiHandler(auth.twoFactorVerify, async ({ session, body, ip, userAgent, cookies }) => {
  const result = await completeTwoFactorSignIn(session, body.code, { ip, userAgent });
  cookies.setSession(result.token, result.expiresAt);
  return signedInAnswer(result);
});
