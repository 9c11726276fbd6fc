import 'server-only';
import { sql } from 'drizzle-orm';
import { db } from '@/lib/server/db';
import { sendEmailWhen } from '@/lib/server/mail';
import { failedLoginEmail } from '@/lib/server/auth/security-mail';
import { attemptAllowed } from '@/lib/server/security';
import type { UserRow } from './session';

/** Whom the failure of an unknown login is written for: nobody receives it, it only costs what a real one costs. */
const NOBODY = { email: 'nobody@invalid', language: 'en', antiPhishingCode: null };

/**
 * A wrong password, for an existing login or an unknown one, with the same three statements either way, so neither
 * the answer's time nor the work behind it tells whether the account exists: the login event (no row for an unknown
 * login), the 15-minute throttle of the owner's notice (counted per login, the atomic "sent lately" flag, so
 * concurrent failures send one e-mail between them), and the notice itself, an outbox row only where an active owner
 * asked for it in Settings.
 */
export async function recordFailedSignIn(
  user: UserRow | undefined,
  login: string,
  client: { ip: string | null; userAgent: string | null },
): Promise<void> {
  await db().execute(sql`
    INSERT INTO login_events (user_id, success, ip, user_agent)
    SELECT id, false, ${client.ip}, ${client.userAgent} FROM users WHERE id = ${user?.id ?? null}`);
  const noticeDue = await attemptAllowed('failed-login-mail', { login });
  const wanted = noticeDue && user?.status === 'active' && user.notifyFailedLogin;
  await sendEmailWhen(wanted, { ...failedLoginEmail(user ?? NOBODY, new Date(), client.ip, client.userAgent), purpose: 'failed-login' });
}
