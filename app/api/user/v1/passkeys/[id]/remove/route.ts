import * as auth from '@/lib/api/contracts/auth';
import { removePasskey } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';

export const POST = apiHandler(auth.passkeyRemove, async ({ session, params, body, request, ip, userAgent }) => {
  await removePasskey(session.user, params.id, body, request, { ip, userAgent });
  return { removed: true as const };
});
