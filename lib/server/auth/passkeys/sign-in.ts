import 'server-only';
import { eq } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { db, schema } from '@/lib/server/db';
import { clearRateLimit, enforceRateLimit, refundAttempt } from '@/lib/server/security';
import { startSignedInSession } from '../session/sign-in';
import type { CustomerRow, SessionContext } from '../session/session';
import { openSecondFactorSession, secondFactorDue } from '../two-factor/two-factor';
import {
  assertionOptions,
  type AuthenticationCredential,
  type ClientInfo,
  presentedPasskey,
  refused,
  takeChallenge,
  verifyAssertion,
} from './ceremony';

const { users } = schema;

export const passkeySignInOptions = (request: NextRequest) => assertionOptions(request, 'sign-in', null);
export const passkeySecondFactorOptions = (request: NextRequest, session: SessionContext) =>
  assertionOptions(request, 'second-factor', session.user);
export const passkeyConfirmOptions = (request: NextRequest, user: CustomerRow) => assertionOptions(request, 'confirm', user);

/**
 * Sign-in with a passkey alone (no e-mail typed): the passkey with user verification proves both factors, so a
 * customer with 2FA on owes no authenticator code. Counted against the address like a password sign-in.
 */
export async function signInWithPasskey(credential: AuthenticationCredential, request: NextRequest, client: ClientInfo) {
  await enforceRateLimit('login-ip', { ip: client.ip });
  const { challenge } = await takeChallenge(credential, 'sign-in', null);
  const row = await presentedPasskey(credential, null);
  await verifyAssertion(credential, challenge, row, request, client, true);
  await refundAttempt('login-ip', { ip: client.ip });
  const [user] = await db().select().from(users).where(eq(users.id, row.userId)).limit(1);
  if (!user) throw refused();
  return startSignedInSession(user, client, { bothFactors: true });
}

/** The second sign-in step with one of the customer's passkeys in place of the authenticator code. */
export async function completePasskeySecondFactor(
  session: SessionContext,
  credential: AuthenticationCredential,
  request: NextRequest,
  client: ClientInfo,
) {
  await secondFactorDue(session);
  const { challenge } = await takeChallenge(credential, 'second-factor', session.user.id);
  const row = await presentedPasskey(credential, session.user.id);
  await verifyAssertion(credential, challenge, row, request, client, false);
  await clearRateLimit('totp', { account: session.user.id });
  return openSecondFactorSession(session, client);
}
