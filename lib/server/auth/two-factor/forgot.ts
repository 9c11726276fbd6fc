import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';
import { AppError } from '@/lib/server/core';
import { sendEmail, sendSms } from '@/lib/server/mail';
import { twoFactorCodeSms, twoFactorResetEmail } from '@/lib/server/auth/security-mail';
import { enforceRateLimit, enforceRecoverySend } from '@/lib/server/security';
import type { ForgotTwoFactorContact } from '@/lib/validation/forgot-two-factor';
import { forgetRecoveryCodes } from './recovery-codes';
import { revokeUserSessions } from '../session/session';
import { CODE_MINUTES, consumeVerificationCode, issueVerificationCode, resendSeconds } from '../verification-codes';

const { users } = schema;
const PURPOSE = 'forgot-two-factor';

/**
 * The account both the e-mail and the phone belong to, if it is active and has 2FA on: the only case in
 * which a reset makes sense. Phones are stored as "+" and digits, the country code included, as sign-in
 * compares them.
 */
async function accountFor(contact: ForgotTwoFactorContact) {
  const [user] = await db()
    .select({
      id: users.id,
      email: users.email,
      phone: users.phone,
      language: users.language,
      timeZone: users.timeZone,
      antiPhishingCode: users.antiPhishingCode,
    })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, contact.email),
        eq(users.phone, `${contact.countryCode}${contact.phone}`),
        eq(users.status, 'active'),
        eq(users.authEnabled, true),
      ),
    )
    .limit(1);
  return user;
}

/**
 * Step 1: an SMS code to the account's phone. Counted per address and per e-mail before the lookup, and
 * answered alike whether or not the pair belongs to an account; the SMS goes out in the background (see
 * sendSms), so the time does not tell either. The answer always names the full cool-down: the seconds
 * actually left would tell a real pair (less than a minute after a send) from an invented one.
 */
export async function sendForgotTwoFactorCode(
  contact: ForgotTwoFactorContact,
  client: { ip: string | null },
): Promise<{ resendSeconds: number }> {
  await enforceRecoverySend(contact.email, client.ip);
  const user = await accountFor(contact);
  if (!user?.phone) return { resendSeconds: resendSeconds() };
  const result = await issueVerificationCode(user.id, PURPOSE, 'sms', user.phone);
  if (result.issued) {
    await sendSms({ to: user.phone, text: twoFactorCodeSms(user, result.code, CODE_MINUTES), purpose: PURPOSE });
  }
  return { resendSeconds: resendSeconds() };
}

/**
 * Step 2: the SMS code turns 2FA off and forgets the secret, and every session of the account ends (the
 * pending ones too), since whoever lost the authenticator may not be the only one holding it. An unknown
 * pair and a wrong, used or expired code get the same 422.
 */
export async function resetForgottenTwoFactor(
  input: ForgotTwoFactorContact & { code: string },
  client: { ip: string | null },
): Promise<void> {
  await enforceRateLimit('code-check', { ip: client.ip });
  await enforceRateLimit('code-check', { email: input.email });
  const user = await accountFor(input);
  if (!user || !(await consumeVerificationCode(user.id, PURPOSE, input.code))) throw new AppError(422, 'oneTimeCodeInvalid');
  await db().transaction(async (tx) => {
    await tx.update(users).set({ authEnabled: false, totpSecret: null, totpLastStep: null }).where(eq(users.id, user.id));
    await forgetRecoveryCodes(tx, user.id);
    await revokeUserSessions(user.id, 'revoked', { database: tx });
  });
  await sendEmail({ ...twoFactorResetEmail(user, new Date(), client.ip), purpose: 'two-factor-reset' });
}
