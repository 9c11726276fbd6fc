import * as auth from '@/lib/api/contracts/auth';
import { addPasskey } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';

export const POST = apiHandler(auth.passkeyRegister, ({ session, body, request, ip, userAgent }) =>
  addPasskey(session.user, body, request, { ip, userAgent }),
);
