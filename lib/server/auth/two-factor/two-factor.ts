import 'server-only';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import { db, schema, type Executor } from '@/lib/server/db';
import { AppError } from '@/lib/server/core';
import { recordLoginAttempt } from '../session/login-events';
import { forgetRecoveryCodes, replaceRecoveryCodes, spendRecoveryCode } from './recovery-codes';
import { verifyPassword } from '../password/password';
import { drawQrCode, type QrCodeDrawing } from '@/lib/qr-code';
import { openSession, revokeUserSessions, type CustomerRow, type SessionContext } from '../session/session';
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
 * Every code check (and the password check before it) counts against the account's 'totp' limit, so
 * six-digit codes cannot be walked; a good code clears the count.
 */
async function limitedTwoFactorRow(userId: number) {
  await enforceRateLimit('totp', { account: userId });
  return twoFactorRow(userId);
}

interface SecondFactorEffects<T> {
  /** Columns of the customer's row to change with the code. */
  changes?: Partial<typeof users.$inferInsert>;
  /** Switching the second factor on or off changes what a session proves: every other one ends with it. */
  keepOnlySession?: number;
  /** Work of the same transaction, undone with the code if the check fails after all. */
  alsoDo?: (tx: Executor) => Promise<T>;
}

const AUTHENTICATOR_CODE = /^\d{6}$/;

/**
 * The one place a customer's second factor is checked: an authenticator code, or, once 2FA is on, one of the recovery
 * codes in its place. An authenticator code must belong to a step later than the last accepted one, and the step is
 * recorded in the same conditional UPDATE as `changes`; a recovery code is spent in the same transaction. So two
 * requests racing with one code cannot both succeed, and a secret replaced meanwhile fails the check.
 */
async function consumeSecondFactor<T>(
  row: TwoFactorRow,
  code: string,
  { changes = {}, keepOnlySession, alsoDo }: SecondFactorEffects<T> = {},
): Promise<T | undefined> {
  const secret = row.totpSecret;
  if (!secret) throw new AppError(409, 'twoFactorNotSetUp');
  const recoveryCode = !AUTHENTICATOR_CODE.test(code);
  const step = recoveryCode ? null : matchTotpStep(openTotpSecret(secret, row.id), code, row.totpLastStep);
  if (!recoveryCode && step === null) throw new AppError(422, 'totpInvalid');
  const result = await db().transaction(async (tx) => {
    if (recoveryCode && !(row.authEnabled && (await spendRecoveryCode(tx, row.id, code)))) throw new AppError(422, 'totpInvalid');
    const updated = await tx
      .update(users)
      .set({ ...changes, totpLastStep: step ?? sql`${users.totpLastStep}` })
      .where(
        and(
          eq(users.id, row.id),
          eq(users.totpSecret, secret),
          eq(users.authEnabled, row.authEnabled),
          step === null ? undefined : or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
        ),
      )
      .returning({ id: users.id });
    if (updated.length === 0) throw new AppError(422, 'totpInvalid');
    if (keepOnlySession !== undefined) await revokeUserSessions(row.id, 'revoked', { except: keepOnlySession, database: tx });
    return alsoDo?.(tx);
  });
  await clearRateLimit('totp', { account: row.id });
  return result;
}

/**
 * Re-authentication with the authenticator (a change of e-mail or phone): one good, unused code of the enabled secret,
 * or an unused recovery code.
 */
export async function proveWithAuthenticator(userId: number, code: string): Promise<void> {
  const row = await limitedTwoFactorRow(userId);
  if (!row.authEnabled) throw new AppError(409, 'twoFactorNotEnabled');
  await consumeSecondFactor(row, code);
}

/**
 * Turns 2FA on with the secret of the last setup (made less than SETUP_MINUTES ago), proven by the password and a
 * code of that secret; every other session of the customer ends. Answers the recovery codes, shown this once.
 */
export async function enableTwoFactor(session: SessionContext, input: { password: string; code: string }): Promise<string[]> {
  const row = await limitedTwoFactorRow(session.user.id);
  if (row.authEnabled) throw new AppError(409, 'twoFactorAlreadyEnabled');
  await requirePassword(row, input.password);
  if (row.totpSecret && !row.setupFresh) throw new AppError(409, 'twoFactorSetupExpired');
  const codes = await consumeSecondFactor(row, input.code, {
    changes: { authEnabled: true, totpSetupAt: null },
    keepOnlySession: session.sessionId,
    alsoDo: (tx) => replaceRecoveryCodes(tx, row.id),
  });
  return codes!;
}

/** Turns 2FA off and forgets the secret and the recovery codes (enabling again starts anew); every other session ends. */
export async function disableTwoFactor(session: SessionContext, input: { password: string; code: string }): Promise<void> {
  const row = await limitedTwoFactorRow(session.user.id);
  if (!row.authEnabled) throw new AppError(409, 'twoFactorNotEnabled');
  await requirePassword(row, input.password);
  await consumeSecondFactor(row, input.code, {
    changes: { authEnabled: false, totpSecret: null },
    keepOnlySession: session.sessionId,
    alsoDo: (tx) => forgetRecoveryCodes(tx, row.id),
  });
}

/** A new set of recovery codes for an authenticator code (the old set stops working), shown this once. */
export async function regenerateRecoveryCodes(userId: number, code: string): Promise<string[]> {
  const row = await limitedTwoFactorRow(userId);
  if (!row.authEnabled) throw new AppError(409, 'twoFactorNotEnabled');
  const codes = await consumeSecondFactor(row, code, { alsoDo: (tx) => replaceRecoveryCodes(tx, row.id) });
  return codes!;
}

/**
 * The second sign-in step: a good code turns the pending sign-in into the user's active session. Opening
 * it revokes every other session of the user, the pending one included, so the temporary token is spent.
 */
export async function completeTwoFactorSignIn(session: SessionContext, code: string, client: ClientInfo) {
  const row = await secondFactorDue(session);
  await consumeSecondFactor(row, code);
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
