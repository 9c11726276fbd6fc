import { revokeOtherSession } from '@/lib/server/auth/active-sessions';
import { apiHandler } from '@/lib/server/http/handler';
import { sessionIdParams } from '@/lib/validation/profile';

export const POST = apiHandler({ params: sessionIdParams }, async ({ session, params }) => {
  await revokeOtherSession(session, params.id);
  return { revoked: params.id };
});
