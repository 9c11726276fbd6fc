import { apiHandler } from '@/lib/server/http/handler';
import { assertOwnAccount } from '@/lib/server/users/own-account';
import { toUserRecord } from '@/lib/server/users/record';
import { userIdParams } from '@/lib/validation/params';

export const GET = apiHandler({ params: userIdParams, duringSecurityStep: 'allowed' }, async ({ session, params }) => {
  assertOwnAccount(session, params.u_id);
  return toUserRecord(session.user);
});
