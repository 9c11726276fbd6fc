import * as auth from '@/lib/api/contracts/auth';
import { passkeyRegistrationOptions } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';

export const POST = apiHandler(auth.passkeyRegisterOptions, ({ session, body, request }) =>
  passkeyRegistrationOptions(session.user, body.password, request),
);
