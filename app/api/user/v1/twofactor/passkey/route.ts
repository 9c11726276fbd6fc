import * as auth from '@/lib/api/contracts/auth';
import { signedInAnswer, completePasskeySecondFactor } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';

export const POST = apiHandler(auth.passkeySecondFactor, async ({ session, body, request, ip, userAgent, cookies }) => {
  const result = await completePasskeySecondFactor(session, body.credential, request, { ip, userAgent });
  cookies.setSession(result.token, result.expiresAt);
  return signedInAnswer(result);
});
