import * as account from '@/lib/api/contracts/account';
import { revokeOtherSession } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';

export const POST = apiHandler(account.sessionRevoke, async ({ session, params }) => {
  await revokeOtherSession(session, params.id);
  return { revoked: params.id };
});
