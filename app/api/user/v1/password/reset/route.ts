import * as auth from '@/lib/api/contracts/auth';
import { resetPassword } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';

export const POST = apiHandler(auth.passwordReset, async ({ body, ip, t }) => {
  await resetPassword(body.token, body.password, { ip });
  return { message: t('recovery.resetDone') };
});
