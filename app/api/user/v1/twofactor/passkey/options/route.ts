import * as auth from '@/lib/api/contracts/auth';
import { passkeySecondFactorOptions } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';

export const POST = apiHandler(auth.passkeySecondFactorOptions, ({ session, request }) => passkeySecondFactorOptions(request, session));
