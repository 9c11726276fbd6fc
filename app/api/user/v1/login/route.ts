import { signedInAnswer, signIn } from '@/lib/server/auth/accounts';
import { apiHandler } from '@/lib/server/http/handler';
import { loginSchema } from '@/lib/validation/auth';

export const POST = apiHandler({ auth: 'none', body: loginSchema }, async ({ body, ip, userAgent, cookies }) => {
  const result = await signIn(body, { ip, userAgent });
  cookies.setSession(result.token, result.expiresAt);
  return signedInAnswer(result);
});
