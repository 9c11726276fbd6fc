import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { owedContactStep, owedSignInStep, type SignInStep } from '@/lib/session/sign-in-steps';
import type { LoginInput, LoginRequest } from '@/lib/validation/auth';
import { normalizePhone } from '@/lib/validation/common';
import { db, schema } from '@/lib/server/db';
import { AppError } from '@/lib/server/core';
import { clearRateLimit, enforceRateLimit, refundAttempt } from '@/lib/server/security';
import { recordFailedSignIn } from './failed-login-mail';
import { recordLoginAttempt } from './login-events';
import { verifyPassword } from '../password/password';
import { CONTACT_STEP_SESSION_MS, sendCodeAtSignIn } from '../registration/codes';
import { toUserRecord } from '@/lib/server/auth/session/record';
import { openSession, type CustomerRow, type SessionState, type UserRow } from './session';

const { users } = schema;

interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

const UNIQUE_VIOLATION = '23505';

/** The one spelling of a login, so "Ada@X.test" and "+420 601…" share the account's attempt counter. */
function normalizeLogin(login: string): string {
  return login.includes('@') ? login.toLowerCase() : normalizePhone(login);
}

/**
 * Password sign-in. While a step is owed (see owedSignInStep: the registration's e-mail and mobile codes,
 * then the authenticator) the session opens pending: it can reach only those steps until they complete
 * it, and an owed registration code goes out again.
 */
export async function signIn(input: LoginRequest, client: ClientInfo) {
  return startSignedInSession(await keepTimeZone(await verifyCredentials(input, client), input.timeZone), client);
}

/** The zone of the browser the customer signs in from, which their dates are written in from now on (e-mails too). */
async function keepTimeZone(user: UserRow, timeZone: string | undefined): Promise<UserRow> {
  if (!timeZone || timeZone === user.timeZone) return user;
  await db().update(users).set({ timeZone }).where(eq(users.id, user.id));
  return { ...user, timeZone };
}

/**
 * The account whose password this is, or 401. Every attempt counts against the address and the login
 * before the password is checked, so a blocked guesser learns nothing, not even whether the account
 * exists; the right password clears the login's count and takes its own attempt back from the address.
 */
export async function verifyCredentials(input: LoginInput, client: ClientInfo): Promise<UserRow> {
  const login = normalizeLogin(input.login);
  await enforceRateLimit('login-ip', { ip: client.ip });
  await enforceRateLimit('login-account', { login });
  const [user] = await db()
    .select()
    .from(users)
    .where(login.includes('@') ? eq(sql`lower(${users.email})`, login) : eq(users.phone, login))
    .limit(1);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) {
    await recordFailedSignIn(user, login, client);
    throw new AppError(401, 'invalidCredentials');
  }
  await Promise.all([clearRateLimit('login-account', { login }), refundAttempt('login-ip', { ip: client.ip })]);
  return user;
}

/**
 * The session of a customer who proved who they are (a password, or a linked social account): pending
 * while an authenticator code is owed, active otherwise. A blocked account gets none. A passkey with user
 * verification (`bothFactors`) is something the customer has and something they know or are: no authenticator
 * code is owed after it, only the registration's contact codes.
 */
export async function startSignedInSession(user: UserRow, client: ClientInfo, { bothFactors = false } = {}) {
  if (user.status !== 'active') throw new AppError(403, 'accountBlocked');
  const step = bothFactors ? owedContactStep(user) : owedSignInStep(user);
  const contactStep = step === 'email' || step === 'phone' ? step : null;
  const state = step ? 'pending' : 'active';
  const { token, expiresAt } = await openSession(user.id, state, client, contactStep ? CONTACT_STEP_SESSION_MS : undefined);
  // With 2FA on, the success is recorded by the code step that activates the session.
  if (state === 'active') await recordLoginAttempt(user.id, true, client);
  if (contactStep) await sendCodeAtSignIn(user, contactStep);
  return { user, state, step, token, expiresAt } as const;
}

/**
 * What sign-in, sign-up and their steps answer: the user's id and token, or, while a step is owed, the
 * temporary pair of spec section 3 (temp_u_id / temp_accesstoken) and the step (`second_factor`).
 */
export function signedInAnswer(result: { user: CustomerRow; state: SessionState; token: string; step?: SignInStep | null }) {
  if (result.state === 'pending') {
    return { temp_u_id: result.user.id, temp_accesstoken: result.token, second_factor: result.step ?? 'authenticator' };
  }
  return { u_id: result.user.id, accesstoken: result.token, user: toUserRecord(result.user) };
}

/** A unique index refused the write; with `constraint`, that index in particular. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  type PgError = { code?: string; constraint?: string };
  const pg = [error as PgError, (error as { cause?: PgError })?.cause].find((candidate) => candidate?.code === UNIQUE_VIOLATION);
  return Boolean(pg) && (constraint === undefined || pg?.constraint === constraint);
}
