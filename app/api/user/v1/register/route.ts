import { registerCustomer, signedInAnswer } from '@/lib/server/auth/accounts';
import { apiHandler } from '@/lib/server/http/handler';
import { registerSchema } from '@/lib/validation/auth';

export const POST = apiHandler({ auth: 'none', body: registerSchema }, async ({ body, ip, userAgent, cookies, locale }) => {
  const result = await registerCustomer(body, { ip, userAgent }, locale);
  cookies.setSession(result.token, result.expiresAt);
  return signedInAnswer(result);
});
