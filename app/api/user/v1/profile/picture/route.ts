import { AppError } from '@/lib/server/http/errors';
import { apiHandler } from '@/lib/server/http/handler';
import { MAX_PICTURE_BYTES, saveProfilePicture, tooLarge } from '@/lib/server/users/avatar';
import { AVATAR_PATH_PREFIX } from '@/lib/server/users/record';

/** Room for the multipart boundaries and part headers around the picture itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** multipart/form-data with the picture in the field "picture"; the wrapper leaves the body unread for it. */
export const POST = apiHandler({}, async ({ session, request }) => {
  // Refused before a byte is read when the sender announces too much; the bytes are counted again below.
  if (Number(request.headers.get('content-length') ?? 0) > MAX_PICTURE_BYTES + MULTIPART_OVERHEAD) throw tooLarge();
  const form = await request.formData().catch(() => {
    throw new AppError(400, 'badRequest');
  });
  const picture = form.get('picture');
  if (!(picture instanceof File)) throw new AppError(422, 'pictureMissing');
  if (picture.size > MAX_PICTURE_BYTES) throw tooLarge();
  const name = await saveProfilePicture(session.user, Buffer.from(await picture.arrayBuffer()), picture.type);
  return { file_path: AVATAR_PATH_PREFIX, user_image: name };
});
