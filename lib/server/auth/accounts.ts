import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { LoginInput, RegisterInput } from '@/lib/validation/auth';
import { normalizePhone } from '@/lib/validation/common';
import { db, schema } from '@/lib/server/db';
import { AppError } from '@/lib/server/http/errors';
import { clearRateLimit, enforceRateLimit, refundAttempt } from '@/lib/server/security/rate-limit';
import { notifyFailedLogin } from './failed-login-mail';
import { recordLoginAttempt } from './login-events';
import { hashPassword, verifyPassword } from './password';
import { toUserRecord } from '@/lib/server/users/record';
import { openSession, type CustomerRow, type SessionState, type UserRow } from './session';

const { users } = schema;

interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

const UNIQUE_VIOLATION = '23505';

export async function registerCustomer(input: RegisterInput & { plan: 'basic' | 'advanced' | 'pro' }, client: ClientInfo, language: string) {
  await enforceRateLimit('register-ip', client.ip);
  const passwordHash = await hashPassword(input.password);
  let created: UserRow | undefined;
  try {
    [created] = await db()
      .insert(users)
      .values({ email: input.email, passwordHash, profileType: input.profileType, plan: input.plan, language })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'emailTaken');
    throw error;
  }
  if (!created) throw new Error('insert returned no row');
  const { token, expiresAt } = await openSession(created.id, 'active', client);
  return { user: created, state: 'active', token, expiresAt } as const;
}

/** The one spelling of a login, so "Ada@X.test" and "+420 601…" share the account's attempt counter. */
function normalizeLogin(login: string): string {
  return login.includes('@') ? login.toLowerCase() : normalizePhone(login);
}

/**
 * Password sign-in. With an authenticator enabled the session opens pending: it can reach only the
 * second-factor step until a code completes it.
 */
export async function signIn(input: LoginInput, client: ClientInfo) {
  return startSignedInSession(await verifyCredentials(input, client), client);
}

/**
 * The account whose password this is, or 401. Every attempt counts against the address and the login
 * before the password is checked, so a blocked guesser learns nothing, not even whether the account
 * exists; the right password clears the login's count and takes its own attempt back from the address.
 */
export async function verifyCredentials(input: LoginInput, client: ClientInfo): Promise<UserRow> {
  const login = normalizeLogin(input.login);
  await enforceRateLimit('login-ip', client.ip);
  await enforceRateLimit('login-account', login);
  const [user] = await db()
    .select()
    .from(users)
    .where(login.includes('@') ? eq(sql`lower(${users.email})`, login) : eq(users.phone, login))
    .limit(1);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user) throw new AppError(401, 'invalidCredentials');
  if (!valid) {
    await recordLoginAttempt(user.id, false, client);
    await notifyFailedLogin(user, client);
    throw new AppError(401, 'invalidCredentials');
  }
  await Promise.all([clearRateLimit('login-account', login), refundAttempt('login-ip', client.ip)]);
  return user;
}

/**
 * The session of a customer who proved who they are (a password, or a linked social account): pending
 * while an authenticator code is owed, active otherwise. A blocked account gets none.
 */
export async function startSignedInSession<U extends Pick<UserRow, 'id' | 'status' | 'authEnabled'>>(user: U, client: ClientInfo) {
  if (user.status !== 'active') throw new AppError(403, 'accountBlocked');
  const state = user.authEnabled ? 'pending' : 'active';
  const { token, expiresAt } = await openSession(user.id, state, client);
  // With 2FA on, the success is recorded by the code step that activates the session.
  if (state === 'active') await recordLoginAttempt(user.id, true, client);
  return { user, state, token, expiresAt } as const;
}

/**
 * What sign-in and sign-up answer: the user's id and token, or, while the second factor is owed, the
 * temporary pair of spec section 3 (temp_u_id / temp_accesstoken).
 */
export function signedInAnswer(result: { user: CustomerRow; state: SessionState; token: string }) {
  if (result.state === 'pending') {
    return { temp_u_id: result.user.id, temp_accesstoken: result.token, second_factor: 'authenticator' as const };
  }
  return { u_id: result.user.id, accesstoken: result.token, user: toUserRecord(result.user) };
}

/** A unique index refused the write; with `constraint`, that index in particular. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  type PgError = { code?: string; constraint?: string };
  const pg = [error as PgError, (error as { cause?: PgError })?.cause].find((candidate) => candidate?.code === UNIQUE_VIOLATION);
  return Boolean(pg) && (constraint === undefined || pg?.constraint === constraint);
}
