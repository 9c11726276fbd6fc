import { readBodyCapped } from '@/lib/server/http/body';
import { AppError } from '@/lib/server/http/errors';
import { apiHandler } from '@/lib/server/http/handler';
import { MAX_PICTURE_BYTES, saveProfilePicture, tooLarge } from '@/lib/server/users/avatar';
import { AVATAR_PATH_PREFIX } from '@/lib/server/users/record';

/** Room for the multipart boundaries and part headers around the picture itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** multipart/form-data with the picture in the field "picture"; the wrapper leaves the body unread for it. */
export const POST = apiHandler({}, async ({ session, request }) => {
  // The multipart parser would buffer whatever arrives; it only gets a body already known to be within the limit.
  const bytes = await readBodyCapped(request, MAX_PICTURE_BYTES + MULTIPART_OVERHEAD, tooLarge);
  const form = await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } })
    .formData()
    .catch(() => {
      throw new AppError(400, 'badRequest');
    });
  const picture = form.get('picture');
  if (!(picture instanceof File)) throw new AppError(422, 'pictureMissing');
  if (picture.size > MAX_PICTURE_BYTES) throw tooLarge();
  const name = await saveProfilePicture(session.user, Buffer.from(await picture.arrayBuffer()), picture.type);
  return { file_path: AVATAR_PATH_PREFIX, user_image: name };
});
