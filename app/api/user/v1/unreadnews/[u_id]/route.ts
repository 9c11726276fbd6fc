import * as account from '@/lib/api/contracts/account';
import { apiHandler } from '@/lib/server/http/handler';
import { listUnreadNews } from '@/lib/server/notifications/unread';
import { assertOwnAccount } from '@/lib/server/auth';

export const GET = apiHandler(account.unreadNews, async ({ session, params, locale }) => {
  assertOwnAccount(session, params.u_id);
  return listUnreadNews(session.user, locale);
});
