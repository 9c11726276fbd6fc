import * as auth from '@/lib/api/contracts/auth';
import { requestPasswordReset } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';

/** Always the same answer, registered e-mail or not (see requestPasswordReset). */
export const POST = apiHandler(auth.passwordForgot, async ({ body, ip, t }) => {
  await requestPasswordReset(body.email, { ip });
  return { message: t('recovery.linkSent') };
});
