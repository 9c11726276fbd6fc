import * as account from '@/lib/api/contracts/account';
import { apiHandler } from '@/lib/server/http/handler';
import { assertOwnAccount } from '@/lib/server/auth/own-account';
import { toUserRecord } from '@/lib/server/auth/record';

export const GET = apiHandler(account.viewUser, async ({ session, params }) => {
  assertOwnAccount(session, params.u_id);
  return toUserRecord(session.user);
});
