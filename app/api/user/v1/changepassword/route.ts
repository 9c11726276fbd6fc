import * as account from '@/lib/api/contracts/account';
import { changePassword } from '@/lib/server/auth';
import { AppError } from '@/lib/server/core/errors';
import { apiHandler } from '@/lib/server/http/handler';

export const POST = apiHandler(account.changePassword, async ({ session, body }) => {
  if (!(await changePassword(session, body))) {
    throw new AppError(422, 'wrongOldPassword', { fieldErrors: { oldPassword: 'errors.wrongOldPassword' } });
  }
  return { password_changed: true };
});
