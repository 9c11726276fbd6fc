import { changePassword } from '@/lib/server/auth/change-password';
import { AppError } from '@/lib/server/http/errors';
import { apiHandler } from '@/lib/server/http/handler';
import { changePasswordSchema } from '@/lib/validation/profile';

export const POST = apiHandler({ body: changePasswordSchema }, async ({ session, body }) => {
  if (!(await changePassword(session, body))) {
    throw new AppError(422, 'wrongOldPassword', { fieldErrors: { oldPassword: 'errors.wrongOldPassword' } });
  }
  return { password_changed: true };
});
