import * as auth from '@/lib/api/contracts/auth';
import { regenerateRecoveryCodes } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';

export const POST = apiHandler(auth.twoFactorRecoveryCodes, async ({ session, body }) => ({
  recovery_codes: await regenerateRecoveryCodes(session.user.id, body.code),
}));
