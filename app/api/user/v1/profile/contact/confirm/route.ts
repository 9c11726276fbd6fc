import { apiHandler } from '@/lib/server/http/handler';
import { confirmContactChange } from '@/lib/server/users/edit-profile';
import { confirmContactSchema } from '@/lib/validation/profile';

/** The code sent to a new e-mail or phone from /Editprofile: only now does it replace the current one. */
export const POST = apiHandler({ body: confirmContactSchema }, async ({ session, body }) => confirmContactChange(session.user, body));
