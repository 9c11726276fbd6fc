import 'server-only';
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';
import { deleteCustomerAccounts, openCustomerAccounts } from '@/lib/server/ledger';
import { AppError } from '@/lib/server/core';
import { enforceRateLimit } from '@/lib/server/security';
import { siteTimeZone } from '@/lib/i18n/date-format';
import type { RegisterValues } from '@/lib/validation/auth';
import { isUniqueViolation } from '../session/sign-in';
import { hashPassword } from '../password/password';
import { CONTACT_STEP_SESSION_MS, sendFirstCode } from './codes';
import { openSession, type UserRow } from '../session/session';

const { users } = schema;

/** After this long an unfinished registration no longer holds its e-mail address and phone number. */
export const ABANDONED_REGISTRATION_HOURS = 24;
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Deletes the unfinished registrations that hold this e-mail or phone and are older than a day: whoever
 * typed someone else's address or number (or their own with a typo) must not keep it from its owner. An
 * account counts as unfinished only if it never had an active session (lastLoginAt) and still owes a code,
 * so no account that was ever used is touched.
 */
async function releaseAbandonedRegistrations(email: string, phone: string): Promise<void> {
  try {
    await db().transaction(async (tx) => {
      const abandoned = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            or(eq(sql`lower(${users.email})`, email), eq(users.phone, phone)),
            isNull(users.lastLoginAt),
            // The SQL of owedContactStep: an account from before registration asked for a phone owes nothing.
            or(isNull(users.emailVerifiedAt), and(isNotNull(users.phone), isNull(users.phoneVerifiedAt))),
            lt(users.createdAt, sql`now() - make_interval(hours => ${ABANDONED_REGISTRATION_HOURS})`),
          ),
        );
      if (abandoned.length === 0) return;
      const ids = abandoned.map((user) => user.id);
      // Its empty ledger accounts go with it; one that ever had an entry keeps the account (the entries refer to it).
      await deleteCustomerAccounts(tx, ids);
      await tx.delete(users).where(inArray(users.id, ids));
    });
  } catch (error) {
    // Records that must outlive the account refer to it: then it is not abandoned, and the sign-up gets the 409.
    if ((error as { cause?: { code?: string } })?.cause?.code !== FOREIGN_KEY_VIOLATION) throw error;
  }
}

/**
 * Sign-up: the account is created with its e-mail and phone unproven and a pending session that can only
 * reach the two code steps; the e-mail code goes out at once. Counted per address. An e-mail or phone of
 * another account is a 409 naming the field (sign-up cannot help telling that an address is taken; the
 * per-address limit keeps that from becoming a lookup service).
 */
export async function registerCustomer(input: RegisterValues, client: Parameters<typeof openSession>[2], language: string) {
  await enforceRateLimit('register-ip', { ip: client.ip });
  const passwordHash = await hashPassword(input.password);
  await releaseAbandonedRegistrations(input.email, input.phone);
  let created: UserRow | undefined;
  try {
    created = await db().transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          profileType: input.profileType,
          // A paid plan starts when its first month is paid on /Pricing; until then the customer is on basic.
          plan: 'basic',
          requestedPlan: input.plan === 'basic' ? null : input.plan,
          language,
          timeZone: input.timeZone ?? siteTimeZone(language),
          firstName: input.firstName,
          lastName: input.lastName,
          countryCode: input.countryCode,
          phone: input.phone,
          ...input.company,
        })
        .returning();
      // Every customer has their credit, cash and earning accounts from the start (lib/server/ledger).
      if (user) await openCustomerAccounts(tx, user.id);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw new AppError(409, 'emailTaken', { fieldErrors: { email: 'errors.emailTaken' } });
    if (isUniqueViolation(error, 'users_phone_key')) throw new AppError(409, 'phoneTaken', { fieldErrors: { phone: 'errors.phoneTaken' } });
    throw error;
  }
  if (!created) throw new Error('insert returned no row');
  const { token, expiresAt } = await openSession(created.id, 'pending', client, CONTACT_STEP_SESSION_MS);
  await sendFirstCode(created, 'email');
  return { user: created, state: 'pending', step: 'email', token, expiresAt } as const;
}
