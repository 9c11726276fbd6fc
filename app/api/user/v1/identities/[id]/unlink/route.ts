import { unlinkIdentity } from '@/lib/server/auth/oidc-identities';
import { apiHandler } from '@/lib/server/http/handler';
import { idParams } from '@/lib/validation/params';

/** /Settings: ends the link of one of the signed-in customer's own social sign-in accounts. */
export const POST = apiHandler({ params: idParams }, async ({ session, params }) => {
  await unlinkIdentity(session.user.id, params.id);
  return { unlinked: params.id };
});
