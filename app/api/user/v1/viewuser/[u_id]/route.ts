import * as account from '@/lib/api/contracts/account';
import { apiHandler } from '@/lib/server/http/handler';
import { assertOwnAccount, toUserRecord } from '@/lib/server/auth';

export const GET = apiHandler(account.viewUser, async ({ session, params }) => {
  assertOwnAccount(session, params.u_id);
  return toUserRecord(session.user);
});
