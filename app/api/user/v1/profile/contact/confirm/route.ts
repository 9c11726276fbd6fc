import * as account from '@/lib/api/contracts/account';
import { apiHandler } from '@/lib/server/http';
import { confirmContactChange } from '@/lib/server/users';

/** The code sent to a new e-mail or phone from /Editprofile: only now does it replace the current one. */
export const POST = apiHandler(account.contactConfirm, async ({ session, body }) => confirmContactChange(session.user, body));
