import * as auth from '@/lib/api/contracts/auth';
import { signedInAnswer, verifyContactCode } from '@/lib/server/auth';
import { apiHandler, sessionTokenOf } from '@/lib/server/http/handler';

/**
 * The code of the e-mail or mobile step. Answers the next owed step with the same temporary pair, or, with
 * nothing owed any more, the full session (its cookie replaces the pending one).
 */
export const POST = apiHandler(auth.registerCodeVerify, async ({ request, session, params, body, ip, userAgent, cookies }) => {
  const outcome = await verifyContactCode(session, params.step, body.code, { ip, userAgent });
  if (outcome.state === 'pending') return signedInAnswer({ ...outcome, token: sessionTokenOf(request) ?? '' });
  cookies.setSession(outcome.token, outcome.expiresAt);
  return signedInAnswer(outcome);
});
