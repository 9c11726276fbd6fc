import * as auth from '@/lib/api/contracts/auth';
import { signedInAnswer, signInWithPasskey } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';

export const POST = apiHandler(auth.passkeySignIn, async ({ body, request, ip, userAgent, cookies }) => {
  const result = await signInWithPasskey(body.credential, request, { ip, userAgent });
  cookies.setSession(result.token, result.expiresAt);
  return signedInAnswer(result);
});
