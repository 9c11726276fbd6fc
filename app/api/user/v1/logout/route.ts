import * as auth from '@/lib/api/contracts/auth';
import { lookupSession, revokeSession } from '@/lib/server/auth';
import { apiHandler, sessionTokenOf } from '@/lib/server/http/handler';

// Open to stale and pending sessions too: signing out must always clear the cookie, even after the
// token was superseded by a sign-in elsewhere.
export const POST = apiHandler(auth.logout, async ({ request, cookies }) => {
  const lookup = await lookupSession(sessionTokenOf(request));
  if (lookup.ok) await revokeSession(lookup.session.sessionId, 'logout');
  cookies.clearSession();
  return { logged_out: true };
});
