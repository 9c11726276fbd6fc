import * as auth from '@/lib/api/contracts/auth';
import { passkeyConfirmOptions } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';

export const POST = apiHandler(auth.passkeyConfirmOptions, ({ session, request }) => passkeyConfirmOptions(request, session.user));
