import { apiHandler } from '@/lib/server/http/handler';
import { listUnreadBroadcasts } from '@/lib/server/notifications/unread';
import { assertOwnAccount } from '@/lib/server/users/own-account';
import { userIdParams } from '@/lib/validation/params';

export const GET = apiHandler({ params: userIdParams, duringSecurityStep: 'allowed' }, async ({ session, params, locale }) => {
  assertOwnAccount(session, params.u_id);
  return listUnreadBroadcasts(session.user, locale);
});
