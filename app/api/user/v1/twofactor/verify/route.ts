import * as auth from '@/lib/api/contracts/auth';
import { signedInAnswer } from '@/lib/server/auth/accounts';
import { completeTwoFactorSignIn } from '@/lib/server/auth/two-factor';
import { apiHandler } from '@/lib/server/http/handler';

export const POST = apiHandler(auth.twoFactorVerify, async ({ session, body, ip, userAgent, cookies }) => {
  const result = await completeTwoFactorSignIn(session, body.code, { ip, userAgent });
  cookies.setSession(result.token, result.expiresAt);
  return signedInAnswer(result);
});
