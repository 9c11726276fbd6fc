import * as account from '@/lib/api/contracts/account';
import { apiHandler } from '@/lib/server/http';
import { saveAntiPhishingCode } from '@/lib/server/users';

export const POST = apiHandler(account.antiPhishing, async ({ session, body }) => ({
  anti_phishing_code: await saveAntiPhishingCode(session.user.id, body.code),
}));
