import * as auth from '@/lib/api/contracts/auth';
import { requestPasswordReset } from '@/lib/server/auth/recovery';
import { AppError } from '@/lib/server/core/errors';
import { apiHandler } from '@/lib/server/http/handler';
import { requestOrigin } from '@/lib/server/core/request';

/** Always the same answer, registered e-mail or not (see requestPasswordReset). */
export const POST = apiHandler(auth.passwordForgot, async ({ body, ip, request, t }) => {
  const origin = requestOrigin(request.headers, request.nextUrl.protocol);
  if (!origin) throw new AppError(400, 'badRequest');
  await requestPasswordReset(body.email, { ip }, origin);
  return { message: t('recovery.linkSent') };
});
