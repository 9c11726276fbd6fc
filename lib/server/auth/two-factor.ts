import 'server-only';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import { db, schema } from '@/lib/server/db';
import { AppError } from '@/lib/server/core';
import { recordLoginAttempt } from './login-events';
import { verifyPassword } from './password';
import type { QrCodeDrawing } from '@/lib/views/auth';
import { drawQrCode } from './qr-code';
import { openSession, revokeUserSessions, type CustomerRow, type SessionContext } from './session';
import { matchTotpStep, newTotpSecret, openTotpSecret, sealTotpSecret, totpUri } from './totp';
import { clearRateLimit, enforceRateLimit } from '@/lib/server/security';
import { owedContactStep } from '@/lib/session/sign-in-steps';

const { users } = schema;

interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export interface TwoFactorSetup {
  /** Base32 key for manual entry in the authenticator app. */
  secret: string;
  otpauthUri: string;
  qr: QrCodeDrawing;
}

/**
 * How long a new, unconfirmed secret can be confirmed. Without an end, a secret planted by someone who once held
 * the session (or shown on a screen left open) could be switched on by them much later.
 */
const SETUP_MINUTES = 10;

/** The columns 2FA needs, secrets included; read fresh for every decision, never from the session. */
async function twoFactorRow(userId: number) {
  const [row] = await db()
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      authEnabled: users.authEnabled,
      totpSecret: users.totpSecret,
      totpLastStep: users.totpLastStep,
      setupFresh: sql<boolean>`coalesce(${users.totpSetupAt} > now() - make_interval(mins => ${SETUP_MINUTES}), false)`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError(401, 'signInRequired');
  return row;
}

type TwoFactorRow = Awaited<ReturnType<typeof twoFactorRow>>;

function setupFor(row: Pick<TwoFactorRow, 'email'>, secret: string): TwoFactorSetup {
  const otpauthUri = totpUri({ secret, account: row.email, issuer: env().BRAND_NAME });
  return { secret, otpauthUri, qr: drawQrCode(otpauthUri) };
}

/**
 * A new secret waiting to be confirmed by enableTwoFactor for SETUP_MINUTES; any earlier unconfirmed one stops working.
 * Refused while 2FA is on: replacing the secret of an enabled authenticator needs disabling it first,
 * which asks for the password and a code.
 */
export async function startTwoFactorSetup(user: Pick<CustomerRow, 'id' | 'email'>): Promise<TwoFactorSetup> {
  const secret = newTotpSecret();
  const updated = await db()
    .update(users)
    .set({ totpSecret: sealTotpSecret(secret, user.id), totpLastStep: null, totpSetupAt: sql`now()` })
    .where(and(eq(users.id, user.id), eq(users.authEnabled, false)))
    .returning({ id: users.id });
  if (updated.length === 0) throw new AppError(409, 'twoFactorAlreadyEnabled');
  return setupFor(user, secret);
}

/**
 * What /TwoSecurity shows while 2FA is off (null once it is on): the secret made less than SETUP_MINUTES ago, so
 * reloading the page (or a prefetch of it) does not invalidate a QR code the customer has just scanned; a new one
 * otherwise, never an old one.
 */
export async function pendingTwoFactorSetup(userId: number): Promise<TwoFactorSetup | null> {
  const row = await twoFactorRow(userId);
  if (row.authEnabled) return null;
  if (row.totpSecret && row.setupFresh) return setupFor(row, openTotpSecret(row.totpSecret, row.id));
  return startTwoFactorSetup(row);
}

async function requirePassword(row: TwoFactorRow, password: string): Promise<void> {
  if (!(await verifyPassword(row.passwordHash, password))) throw new AppError(422, 'wrongPassword');
}

/**
 * The one place a customer's authenticator code is checked. The code must belong to a step later than
 * the last accepted one, and the step is recorded in the same conditional UPDATE as `changes`, so two
 * requests racing with one code cannot both succeed, and a secret replaced meanwhile fails the check.
 */
/**
 * Every code check (and the password check before it) counts against the account's 'totp' limit, so
 * six-digit codes cannot be walked; a good code clears the count.
 */
async function limitedTwoFactorRow(userId: number) {
  await enforceRateLimit('totp', { account: userId });
  return twoFactorRow(userId);
}

async function consumeTotpCode(
  row: TwoFactorRow,
  code: string,
  changes: Partial<typeof users.$inferInsert> = {},
  keepOnlySession?: number,
): Promise<void> {
  const secret = row.totpSecret;
  if (!secret) throw new AppError(409, 'twoFactorNotSetUp');
  const step = matchTotpStep(openTotpSecret(secret, row.id), code, row.totpLastStep);
  if (step === null) throw new AppError(422, 'totpInvalid');
  await db().transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ ...changes, totpLastStep: step })
      .where(
        and(
          eq(users.id, row.id),
          eq(users.totpSecret, secret),
          eq(users.authEnabled, row.authEnabled),
          or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
        ),
      )
      .returning({ id: users.id });
    if (updated.length === 0) throw new AppError(422, 'totpInvalid');
    // Switching the second factor on or off changes what a session proves: every other one ends with it.
    if (keepOnlySession !== undefined) await revokeUserSessions(row.id, 'revoked', { except: keepOnlySession, database: tx });
  });
  await clearRateLimit('totp', { account: row.id });
}

/** Re-authentication with the authenticator (a change of e-mail or phone): one good, unused code of the enabled secret. */
export async function proveWithAuthenticator(userId: number, code: string): Promise<void> {
  const row = await limitedTwoFactorRow(userId);
  if (!row.authEnabled) throw new AppError(409, 'twoFactorNotEnabled');
  await consumeTotpCode(row, code);
}

/**
 * Turns 2FA on with the secret of the last setup (made less than SETUP_MINUTES ago), proven by the password and a
 * code of that secret; every other session of the customer ends.
 */
export async function enableTwoFactor(session: SessionContext, input: { password: string; code: string }): Promise<void> {
  const row = await limitedTwoFactorRow(session.user.id);
  if (row.authEnabled) throw new AppError(409, 'twoFactorAlreadyEnabled');
  await requirePassword(row, input.password);
  if (row.totpSecret && !row.setupFresh) throw new AppError(409, 'twoFactorSetupExpired');
  await consumeTotpCode(row, input.code, { authEnabled: true, totpSetupAt: null }, session.sessionId);
}

/** Turns 2FA off and forgets the secret (enabling again starts with a new one); every other session ends. */
export async function disableTwoFactor(session: SessionContext, input: { password: string; code: string }): Promise<void> {
  const row = await limitedTwoFactorRow(session.user.id);
  if (!row.authEnabled) throw new AppError(409, 'twoFactorNotEnabled');
  await requirePassword(row, input.password);
  await consumeTotpCode(row, input.code, { authEnabled: false, totpSecret: null }, session.sessionId);
}

/**
 * The second sign-in step: a good code turns the pending sign-in into the user's active session. Opening
 * it revokes every other session of the user, the pending one included, so the temporary token is spent.
 */
export async function completeTwoFactorSignIn(session: SessionContext, code: string, client: ClientInfo) {
  const row = await secondFactorDue(session);
  await consumeTotpCode(row, code);
  return openSecondFactorSession(session, client);
}

/**
 * The account of a pending sign-in whose second factor is due (an authenticator code or a passkey), its attempts
 * counted against the account's 'totp' limit.
 */
export async function secondFactorDue(session: SessionContext): Promise<TwoFactorRow> {
  // The registration's e-mail and mobile codes come first (sign-in-steps.ts); the second factor cannot skip them.
  if (owedContactStep(session.user)) throw new AppError(401, 'secondFactorNotPending');
  const row = await limitedTwoFactorRow(session.user.id);
  if (!row.authEnabled) throw new AppError(409, 'twoFactorNotEnabled');
  return row;
}

/** The second factor is proven: the active session, which revokes every other one, the pending one included. */
export async function openSecondFactorSession(session: SessionContext, client: ClientInfo) {
  const { token, expiresAt } = await openSession(session.user.id, 'active', client);
  await recordLoginAttempt(session.user.id, true, client);
  return { user: session.user, state: 'active', token, expiresAt } as const;
}
