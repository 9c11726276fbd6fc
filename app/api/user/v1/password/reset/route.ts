import { resetPassword } from '@/lib/server/auth/recovery';
import { apiHandler } from '@/lib/server/http/handler';
import { resetPasswordSchema } from '@/lib/validation/recovery';

export const POST = apiHandler({ auth: 'none', body: resetPasswordSchema }, async ({ body, ip, t }) => {
  await resetPassword(body.token, body.password, { ip });
  return { message: t('recovery.resetDone') };
});
