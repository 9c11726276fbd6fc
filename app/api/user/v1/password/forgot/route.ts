import { requestPasswordReset } from '@/lib/server/auth/recovery';
import { AppError } from '@/lib/server/http/errors';
import { apiHandler } from '@/lib/server/http/handler';
import { requestOrigin } from '@/lib/server/http/request-info';
import { forgotPasswordSchema } from '@/lib/validation/recovery';

/** Always the same answer, registered e-mail or not (see requestPasswordReset). */
export const POST = apiHandler({ auth: 'none', body: forgotPasswordSchema }, async ({ body, ip, request, t }) => {
  const origin = requestOrigin(request.headers, request.nextUrl.protocol);
  if (!origin) throw new AppError(400, 'badRequest');
  await requestPasswordReset(body.email, { ip }, origin);
  return { message: t('recovery.linkSent') };
});
