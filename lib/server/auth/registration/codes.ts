import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';
import { AppError, type ErrorStatus, type Message } from '@/lib/server/core';
import { sendEmail, sendSms } from '@/lib/server/mail';
import { attemptAllowed, clearRateLimit, enforceRateLimit, refundAttempt } from '@/lib/server/security';
import { owedContactStep, owedSignInStep, type ContactStep, type SignInStep } from '@/lib/session/sign-in-steps';
import type { ContactStepView } from '@/lib/views/auth';
import { contactCodeEmail, contactCodeSms } from './mail';
import { openSession, type CustomerRow, type SessionContext } from '../session/session';
import {
  CODE_MINUTES,
  consumeVerificationCode,
  issueVerificationCode,
  MAX_WRONG_ATTEMPTS,
  resendSeconds,
  type IssueResult,
  type VerificationPurpose,
} from '../verification-codes';

const { users, verificationCodes } = schema;

/** How long a session waiting for the registration codes lives: both codes, each with a resend, fit in it. */
export const CONTACT_STEP_SESSION_MS = 30 * 60 * 1000;

const PURPOSES: Record<ContactStep, VerificationPurpose> = { email: 'register-email', phone: 'register-phone' };

type ClientInfo = Parameters<typeof openSession>[2];
type Contact = Pick<CustomerRow, 'id' | 'email' | 'phone' | 'language' | 'timeZone' | 'antiPhishingCode'>;
type RegistrationErrorKey = 'resendWait' | 'stepNotDue' | 'codeWrong' | 'codeExpired' | 'codeLocked' | 'codeMissing';

/**
 * A refusal whose text is registration's own (under `registration.errors`): the shared `errors` namespace is
 * not this feature's to extend.
 */
function refusal(
  status: ErrorStatus,
  key: RegistrationErrorKey,
  extra: { values?: Record<string, number>; retryAfterSeconds?: number } = {},
) {
  return new AppError(status, `registration.errors.${key}`, extra);
}

/** Sends the step's code to the account's e-mail or phone, unless one went out less than the cool-down ago. */
async function deliverCode(user: Contact, step: ContactStep): Promise<IssueResult> {
  const destination = step === 'email' ? user.email : user.phone;
  if (!destination) throw new Error(`account ${user.id} has no ${step} to verify`);
  const purpose = PURPOSES[step];
  const result = await issueVerificationCode(user.id, purpose, step === 'email' ? 'email' : 'sms', destination);
  if (result.issued) {
    if (step === 'email') await sendEmail({ ...contactCodeEmail(user, result.code, CODE_MINUTES), purpose });
    else await sendSms({ to: destination, text: contactCodeSms(user, result.code, CODE_MINUTES), purpose });
  }
  return result;
}

/**
 * The first code of a step, sent without asking: right after sign-up (the sign-up limit per address bounds
 * it) and right after the e-mail code (which only the owner of the address has).
 */
export async function sendFirstCode(user: Contact, step: ContactStep): Promise<void> {
  await deliverCode(user, step);
}

/**
 * A sign-in that resumes an unfinished registration sends the due code, within the account's send budget:
 * over it, the sign-in still goes on and the step's page offers the resend, which then names the wait.
 */
export async function sendCodeAtSignIn(user: Contact, step: ContactStep): Promise<void> {
  if (await attemptAllowed('code-send', { account: user.id })) await deliverCode(user, step);
}

function requireDueStep(user: CustomerRow, step: ContactStep): void {
  if (owedContactStep(user) !== step) throw refusal(409, 'stepNotDue');
}

/**
 * "Resend": counted per address and per account (every message costs money and can flood an inbox), and
 * refused with 429 and Retry-After while the last code is younger than the cool-down.
 */
export async function resendContactCode(
  session: SessionContext,
  step: ContactStep,
  client: ClientInfo,
): Promise<{ resendSeconds: number }> {
  requireDueStep(session.user, step);
  await enforceRateLimit('code-send', { ip: client.ip });
  await enforceRateLimit('code-send', { account: session.user.id });
  const result = await deliverCode(session.user, step);
  if (!result.issued) {
    throw refusal(429, 'resendWait', { values: { seconds: result.resendSeconds }, retryAfterSeconds: result.resendSeconds });
  }
  return { resendSeconds: result.resendSeconds };
}

/** The newest code of a step: how long until another may be sent, and why it no longer works, if it does not. */
async function latestCode(userId: number, step: ContactStep) {
  const [latest] = await db()
    .select({
      resendSeconds: sql<number>`greatest(0, ceil(extract(epoch FROM ${verificationCodes.createdAt} + make_interval(secs => ${resendSeconds()}) - clock_timestamp())))::int`,
      expired: sql<boolean>`${verificationCodes.expiresAt} <= now()`,
      attempts: verificationCodes.attempts,
    })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, PURPOSES[step])))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return latest;
}

/** What to tell a customer whose code did not pass: retype it, or ask for a new one, and why. */
async function codeFailure(userId: number, step: ContactStep): Promise<Message> {
  const latest = await latestCode(userId, step);
  if (!latest) return { key: 'registration.errors.codeMissing' };
  if (latest.attempts >= MAX_WRONG_ATTEMPTS) return { key: 'registration.errors.codeLocked' };
  if (latest.expired) return { key: 'registration.errors.codeExpired' };
  return { key: 'registration.errors.codeWrong', values: { left: MAX_WRONG_ATTEMPTS - latest.attempts } };
}

export type StepOutcome =
  { state: 'pending'; step: SignInStep; user: CustomerRow } | { state: 'active'; user: CustomerRow; token: string; expiresAt: Date };

/**
 * Checks the code of a step. Guesses count per address and per account (and per code: MAX_WRONG_ATTEMPTS);
 * the right code takes its own attempt back from the address, so a shared address spends its budget only on
 * failures. The proven contact is recorded, the next step's code goes out, and once nothing is owed the
 * pending session becomes the user's active one (which revokes the pending session with any other).
 */
export async function verifyContactCode(
  session: SessionContext,
  step: ContactStep,
  code: string,
  client: ClientInfo,
): Promise<StepOutcome> {
  const { user } = session;
  requireDueStep(user, step);
  await enforceRateLimit('code-check', { ip: client.ip });
  await enforceRateLimit('code-check', { account: user.id });
  if (!(await consumeVerificationCode(user.id, PURPOSES[step], code))) {
    throw new AppError(422, 'oneTimeCodeInvalid', { fieldErrors: { code: await codeFailure(user.id, step) } });
  }
  await Promise.all([clearRateLimit('code-check', { account: user.id }), refundAttempt('code-check', { ip: client.ip })]);

  const verifiedAt = step === 'email' ? users.emailVerifiedAt : users.phoneVerifiedAt;
  const [proven] = await db()
    .update(users)
    .set(
      step === 'email'
        ? { emailVerifiedAt: sql`coalesce(${verifiedAt}, now())` }
        : { phoneVerifiedAt: sql`coalesce(${verifiedAt}, now())` },
    )
    .where(eq(users.id, user.id))
    .returning({ emailVerifiedAt: users.emailVerifiedAt, phoneVerifiedAt: users.phoneVerifiedAt });
  const updated: CustomerRow = { ...user, ...proven };

  const next = owedSignInStep(updated);
  if (next === 'email' || next === 'phone') await sendFirstCode(updated, next);
  if (next) return { state: 'pending', step: next, user: updated };
  const { token, expiresAt } = await openSession(user.id, 'active', client);
  return { state: 'active', user: updated, token, expiresAt };
}

export async function contactStepView(user: CustomerRow, step: ContactStep): Promise<ContactStepView> {
  const latest = await latestCode(user.id, step);
  return {
    step,
    destination: (step === 'email' ? user.email : user.phone) ?? '',
    resendSeconds: latest?.resendSeconds ?? 0,
    codeMinutes: CODE_MINUTES,
  };
}
