import 'server-only';
import { eq } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';
import { AppError, fieldError } from '@/lib/server/core';
import { enforceRateLimit } from '@/lib/server/security';
import { verifyPassword } from '../password/password';
import type { CustomerRow } from './session';
import { proveWithAuthenticator } from '../two-factor/two-factor';

/**
 * Proof that whoever holds this session is the customer, before an attribute that signs in or recovers the account
 * changes (OWASP ASVS V6/V7): the authenticator code when 2FA is on, else the password, counted against the account
 * like a password change, so a stolen session is no password oracle.
 */
export async function reauthenticate(user: CustomerRow, proof: { currentPassword: string; authCode: string }): Promise<void> {
  if (user.authEnabled) {
    if (!proof.authCode) throw fieldError('authCode', 'validation.required');
    try {
      await proveWithAuthenticator(user.id, proof.authCode);
    } catch (error) {
      if (error instanceof AppError && error.status === 422) throw fieldError('authCode', 'errors.totpInvalid');
      throw error;
    }
    return;
  }
  if (!proof.currentPassword) throw fieldError('currentPassword', 'validation.required');
  await provePassword(user.id, proof.currentPassword, 'currentPassword');
}

/**
 * The customer's password, for a change to how the account signs in or is recovered; counted against the account like
 * a password change, so a stolen session is no password oracle. A wrong one is an error on `field`.
 */
export async function provePassword(userId: number, password: string, field: string): Promise<void> {
  await enforceRateLimit('password-change', { account: userId });
  const [row] = await db()
    .select({ passwordHash: schema.users.passwordHash })
    .from(schema.users)
    .where(eq(schema.users.id, userId))
    .limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, password))) throw fieldError(field, 'errors.wrongPassword');
}
