import { apiHandler } from '@/lib/server/http/handler';
import { updateProfile } from '@/lib/server/users/edit-profile';
import { editProfileSchema } from '@/lib/validation/profile';

export const POST = apiHandler({ body: editProfileSchema }, async ({ session, body, t }) => updateProfile(session.user, body, t));
