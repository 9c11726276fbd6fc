import { signedInAnswer } from '@/lib/server/auth/accounts';
import { completeTwoFactorSignIn } from '@/lib/server/auth/two-factor';
import { apiHandler } from '@/lib/server/http/handler';
import { verifyTwoFactorSchema } from '@/lib/validation/twofactor';

export const POST = apiHandler({ auth: 'pending', body: verifyTwoFactorSchema }, async ({ session, body, ip, userAgent, cookies }) => {
  const result = await completeTwoFactorSignIn(session, body.code, { ip, userAgent });
  cookies.setSession(result.token, result.expiresAt);
  return signedInAnswer(result);
});
