import * as auth from '@/lib/api/contracts/auth';
import { signedInAnswer, signIn } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';

export const POST = apiHandler(auth.login, async ({ body, ip, userAgent, cookies }) => {
  const result = await signIn(body, { ip, userAgent });
  cookies.setSession(result.token, result.expiresAt);
  return signedInAnswer(result);
});
