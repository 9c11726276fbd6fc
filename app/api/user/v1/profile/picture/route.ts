import * as account from '@/lib/api/contracts/account';
import { readMultipart } from '@/lib/server/http/body';
import { AppError } from '@/lib/server/core/errors';
import { apiHandler } from '@/lib/server/http/handler';
import { MAX_PICTURE_BYTES, saveProfilePicture, tooLarge } from '@/lib/server/users/avatar';
import { AVATAR_PATH_PREFIX } from '@/lib/server/auth';

/** multipart/form-data with the picture in the field "picture"; the wrapper leaves the body unread for it. */
export const POST = apiHandler(account.profilePicture, async ({ session, request }) => {
  const form = await readMultipart(request, MAX_PICTURE_BYTES, tooLarge);
  const picture = form.get('picture');
  if (!(picture instanceof File)) throw new AppError(422, 'pictureMissing');
  if (picture.size > MAX_PICTURE_BYTES) throw tooLarge();
  const name = await saveProfilePicture(session.user, Buffer.from(await picture.arrayBuffer()), picture.type);
  return { file_path: AVATAR_PATH_PREFIX, user_image: name };
});
