import 'server-only';
import { AppError } from '@/lib/server/http/errors';
import { sendEmail } from '@/lib/server/mail/deliver';
import { failedLoginEmail } from '@/lib/server/mail/templates';
import { enforceRateLimit } from '@/lib/server/security/rate-limit';
import type { UserRow } from './session';

/**
 * Tells the owner of an existing account about a wrong password, if they asked for it (Settings), at most
 * once per 15 minutes however many attempts a guesser makes: the rate-limit row is the atomic "sent
 * lately" flag, so concurrent failures send one e-mail between them.
 */
export async function notifyFailedLogin(user: UserRow, client: { ip: string | null; userAgent: string | null }): Promise<void> {
  if (user.status !== 'active' || !user.notifyFailedLogin) return;
  try {
    await enforceRateLimit('failed-login-mail', { account: user.id });
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return;
    throw error;
  }
  await sendEmail({ ...failedLoginEmail(user, new Date(), client.ip, client.userAgent), purpose: 'failed-login' });
}
