import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';
import { AppError } from '@/lib/server/core';
import { mailLink, recipientLocale, sendEmail } from '@/lib/server/mail';
import { passwordChangedEmail, passwordResetEmail } from '@/lib/server/auth/security-mail';
import { enforceRecoverySend } from '@/lib/server/security';
import { routePath } from '@/lib/routes';
import { hashPassword } from './password';
import { revokeUserSessions } from '../session/session';
import { hashToken, isWellFormedToken } from '../session/tokens';

const { passwordResetTokens, users } = schema;

export const RESET_LINK_MINUTES = 30;

/**
 * Forgot password. Counted per requesting address and per e-mail (enforceRecoverySend) before anything is looked up, and answered the same
 * way whether or not the e-mail belongs to an account: only an active account gets a link, to its own country's site
 * (mailLink), whatever site the request names. The e-mail itself goes out in the background (see sendEmail), so the
 * answer's time does not tell either.
 *
 * A new link leaves the earlier ones working until they expire: anyone may ask for a link to any address, and if asking
 * voided the last one, a stranger could keep the owner's link dead. Every link goes to the owner's mailbox only, their
 * number is bounded by the `recovery-address` limit and their 30 minutes, and setting the password with one voids the rest.
 */
export async function requestPasswordReset(email: string, client: { ip: string | null }): Promise<void> {
  await enforceRecoverySend(email, client.ip);
  const [user] = await db()
    .select({
      id: users.id,
      email: users.email,
      language: users.language,
      timeZone: users.timeZone,
      antiPhishingCode: users.antiPhishingCode,
    })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email), eq(users.status, 'active')))
    .limit(1);
  if (!user) return;

  const token = randomBytes(32).toString('base64url');
  await db()
    .insert(passwordResetTokens)
    .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_MINUTES})` });
  await sendEmail({
    ...passwordResetEmail(user, mailLink(routePath('forgetChangePassword', { id: token }), recipientLocale(user)), RESET_LINK_MINUTES),
    purpose: 'password-reset',
  });
}

const usableToken = (token: string) =>
  and(
    eq(passwordResetTokens.tokenHash, hashToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

/** Whether a reset link still works: for the page, which says so before the customer types a password. */
export async function isResetTokenUsable(token: string): Promise<boolean> {
  if (!isWellFormedToken(token)) return false;
  const [row] = await db()
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(usableToken(token), eq(users.status, 'active')))
    .limit(1);
  return Boolean(row);
}

/**
 * Sets the new password with a reset link: one conditional UPDATE spends the token, so of two requests
 * racing with one link exactly one succeeds. Every session of the account ends, since whoever knew the
 * old password may hold one. Unknown, used and expired links get the same answer.
 */
export async function resetPassword(token: string, password: string, client: { ip: string | null }): Promise<void> {
  // The hash is slow on purpose: worked out only for a link that works, and outside the transaction.
  if (!(await isResetTokenUsable(token))) throw new AppError(400, 'resetLinkInvalid');
  const passwordHash = await hashPassword(password);
  const user = await db().transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(usableToken(token))
      .returning({ userId: passwordResetTokens.userId });
    const [changed] = spent
      ? await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: sql`now()` })
          .where(and(eq(users.id, spent.userId), eq(users.status, 'active')))
          .returning({
            id: users.id,
            email: users.email,
            language: users.language,
            timeZone: users.timeZone,
            antiPhishingCode: users.antiPhishingCode,
          })
      : [];
    // Throwing rolls the spent token back too, should the account have been blocked meanwhile.
    if (!changed) throw new AppError(400, 'resetLinkInvalid');
    await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, changed.id), isNull(passwordResetTokens.usedAt)));
    await revokeUserSessions(changed.id, 'revoked', { database: tx });
    return changed;
  });
  await sendEmail({ ...passwordChangedEmail(user, new Date(), client.ip), purpose: 'password-changed' });
}
