import * as auth from '@/lib/api/contracts/auth';
import { saveUserInfo } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';

/** /userinfo's save: the details a social sign-in's account lacks; the customer area opens once they are in. */
export const POST = apiHandler(auth.userInfo, async ({ session, body, t }) => {
  await saveUserInfo(session, body);
  return { message: t('userInfo.saved') };
});
