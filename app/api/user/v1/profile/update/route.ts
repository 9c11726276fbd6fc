import * as account from '@/lib/api/contracts/account';
import { apiHandler } from '@/lib/server/http';
import { enforceRateLimit } from '@/lib/server/security';
import { updateProfile } from '@/lib/server/users';

export const POST = apiHandler(account.profileUpdate, async ({ session, body, ip }) => {
  // Counted before the save: its refusal names a taken e-mail or phone, which unlimited would be a lookup service.
  await enforceRateLimit('profile-update-ip', { ip });
  await enforceRateLimit('profile-update', { account: session.user.id });
  return updateProfile(session.user, body, { ip });
});
