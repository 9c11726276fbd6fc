import * as account from '@/lib/api/contracts/account';
import { unlinkIdentity } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';

/** /Settings: ends the link of one of the signed-in customer's own social sign-in accounts. */
export const POST = apiHandler(account.identityUnlink, async ({ session, params }) => {
  await unlinkIdentity(session.user.id, params.id);
  return { unlinked: params.id };
});
