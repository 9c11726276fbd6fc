import * as auth from '@/lib/api/contracts/auth';
import { passkeySignInOptions } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';

export const POST = apiHandler(auth.passkeySignInOptions, ({ request }) => passkeySignInOptions(request));
