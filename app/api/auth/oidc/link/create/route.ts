import * as auth from '@/lib/api/contracts/auth';
import { createAccountFromLink } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';

/** "New here": an account of its own for the waiting provider account, signed in and owing /userinfo. */
export const POST = apiHandler(auth.socialLinkCreate, async (ctx) => createAccountFromLink(ctx));
