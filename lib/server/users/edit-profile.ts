import 'server-only';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import {
  CODE_MINUTES,
  consumeVerificationCode,
  contactCodeSms,
  type CustomerRow,
  issueVerificationCode,
  isUniqueViolation,
  reauthenticate,
  toUserRecord,
  type VerificationPurpose,
} from '@/lib/server/auth';
import { db, schema } from '@/lib/server/db';
import { AppError } from '@/lib/server/core';
import { sendEmail, sendSms } from '@/lib/server/mail';
import { contactChangeCodeEmail, contactChangeNoticeEmail } from '@/lib/server/users/mail';
import { enforceRateLimit } from '@/lib/server/security';
import { missingCorporateFields, type EditProfileValues } from '@/lib/validation/profile';

const { users } = schema;

const orNull = (value: string) => (value === '' ? null : value);

type Client = { ip: string | null };

const PURPOSE: Record<'email' | 'phone', VerificationPurpose> = { email: 'change-email', phone: 'change-phone' };

/** What /Editprofile's save and confirm answer: the legacy user record, and the contacts still waiting for their code. */
function savedProfile(saved: typeof users.$inferSelect) {
  return { ...toUserRecord(saved), pending_email: saved.pendingEmail, pending_phone: saved.pendingPhone };
}

/** Another account's e-mail or phone is refused by name (409), before anything is sent or saved. */
async function assertContactsFree(userId: number, email: string | null, phone: string | null): Promise<void> {
  if (!email && !phone) return;
  const [taken] = await db()
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(
      and(
        ne(users.id, userId),
        or(email ? eq(sql`lower(${users.email})`, email.toLowerCase()) : undefined, phone ? eq(users.phone, phone) : undefined),
      ),
    )
    .limit(1);
  if (taken && email && taken.email.toLowerCase() === email.toLowerCase()) throw new AppError(409, 'emailInUse');
  if (taken) throw new AppError(409, 'phoneTaken');
}

/** A code to the new address; inside the resend cool-down none goes out, and the change is refused until it ends. */
async function codeToNewContact(user: CustomerRow, channel: 'email' | 'phone', destination: string): Promise<string> {
  const issued = await issueVerificationCode(user.id, PURPOSE[channel], channel === 'email' ? 'email' : 'sms', destination);
  if (!issued.issued) {
    throw new AppError(429, 'tooManyAttempts', {
      retryAfterSeconds: issued.resendSeconds,
      values: { minutes: Math.ceil(issued.resendSeconds / 60) },
    });
  }
  return issued.code;
}

/**
 * /Editprofile's save. Names, countries and the company are saved at once (the company only for corporate accounts).
 * A new e-mail or phone is an attribute that signs in and recovers the account, so it needs re-authentication and
 * then waits as pending until the code sent to the new address is entered (confirmContactChange); the current one
 * stays in force meanwhile, and the current e-mail is told of the request. Removing the phone needs the same proof
 * and takes effect at once. The phone is stored whole (country code and number), as sign-in by phone compares it.
 */
export async function updateProfile(user: CustomerRow, values: EditProfileValues, client: Client) {
  const corporate = user.profileType === 'corporate';
  const missing = corporate ? missingCorporateFields(values) : [];
  if (missing.length > 0) {
    throw new AppError(422, 'validationFailed', {
      fieldErrors: Object.fromEntries(missing.map((field) => [field, 'validation.required'])),
    });
  }
  const phone = values.phone === '' ? null : `${values.countryCode}${values.phone}`;
  const newEmail = values.email.toLowerCase() !== user.email.toLowerCase() ? values.email : null;
  const phoneChanged = phone !== user.phone;
  const newPhone = phoneChanged ? phone : null;
  if (newEmail || phoneChanged) {
    await reauthenticate(user, values);
    await assertContactsFree(user.id, newEmail, newPhone);
  }
  const emailCode = newEmail && (await codeToNewContact(user, 'email', newEmail));
  const phoneCode = newPhone && (await codeToNewContact(user, 'phone', newPhone));
  const [saved] = await db()
    .update(users)
    .set({
      firstName: values.firstName,
      lastName: values.lastName,
      residenceCountry: orNull(values.residenceCountry),
      citizenship: orNull(values.citizenship),
      // Level 1 is a completed profile (spec section 4): names, residence and citizenship, and a phone.
      ...(values.firstName &&
        values.lastName &&
        values.residenceCountry &&
        values.citizenship &&
        (phone || user.phone) && {
          verificationLevel: sql`greatest(${users.verificationLevel}, 1)`,
        }),
      ...(newEmail && { pendingEmail: newEmail }),
      ...(newPhone && { pendingPhone: newPhone, pendingCountryCode: values.countryCode }),
      ...(phoneChanged && !phone && { phone: null, countryCode: null, pendingPhone: null, pendingCountryCode: null }),
      ...(corporate && {
        companyName: values.companyName,
        companyIdNumber: values.companyIdNumber,
        vatId: values.vatId,
        companyAddress: values.companyAddress,
      }),
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!saved) throw new Error(`user ${user.id} vanished while saving the profile`);
  const notice = (what: 'email' | 'phone', target: string | null) =>
    sendEmail({ ...contactChangeNoticeEmail(user, { what, target }, new Date(), client.ip), purpose: 'contact-change-notice' });
  // The current address hears of the request first, then the new one gets its code.
  if (newEmail) await notice('email', newEmail);
  if (phoneChanged) await notice('phone', newPhone);
  if (newEmail && emailCode)
    await sendEmail({ ...contactChangeCodeEmail({ ...user, email: newEmail }, emailCode, CODE_MINUTES), purpose: PURPOSE.email });
  if (newPhone && phoneCode) await sendSms({ to: newPhone, text: contactCodeSms(user, phoneCode, CODE_MINUTES), purpose: PURPOSE.phone });
  return savedProfile(saved);
}

/**
 * The code sent to a pending e-mail or phone makes it the account's own (and proven: verified now). Checked under the
 * code-check limit of the account; a wrong, used or expired code, or nothing pending, is one 422. An address taken by
 * another account meanwhile is a 409 and the current one stays.
 */
export async function confirmContactChange(user: CustomerRow, input: { channel: 'email' | 'phone'; code: string }) {
  await enforceRateLimit('code-check', { account: user.id });
  const [row] = await db().select().from(users).where(eq(users.id, user.id)).limit(1);
  const pending = input.channel === 'email' ? row?.pendingEmail : row?.pendingPhone;
  if (!row || !pending || !(await consumeVerificationCode(user.id, PURPOSE[input.channel], input.code)))
    throw new AppError(422, 'oneTimeCodeInvalid');
  const changes =
    input.channel === 'email'
      ? { email: pending, pendingEmail: null, emailVerifiedAt: sql`now()` }
      : { phone: pending, countryCode: row.pendingCountryCode, pendingPhone: null, pendingCountryCode: null, phoneVerifiedAt: sql`now()` };
  try {
    const [saved] = await db()
      .update(users)
      .set(changes)
      .where(and(eq(users.id, user.id), eq(input.channel === 'email' ? users.pendingEmail : users.pendingPhone, pending)))
      .returning();
    if (!saved) throw new AppError(422, 'oneTimeCodeInvalid');
    return savedProfile(saved);
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw new AppError(409, 'emailInUse');
    if (isUniqueViolation(error, 'users_phone_key')) throw new AppError(409, 'phoneTaken');
    throw error;
  }
}

/** The form's starting values: the stored phone split back into country code and number. */
export function editableProfileOf(user: CustomerRow) {
  const countryCode = user.countryCode ?? '';
  const phone = user.phone ?? '';
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    countryCode,
    phone: countryCode && phone.startsWith(countryCode) ? phone.slice(countryCode.length) : phone.replace(/^\+/, ''),
    residenceCountry: (user.residenceCountry ?? '').toUpperCase(),
    citizenship: (user.citizenship ?? '').toUpperCase(),
    companyName: user.companyName ?? '',
    companyIdNumber: user.companyIdNumber ?? '',
    vatId: user.vatId ?? '',
    companyAddress: user.companyAddress ?? '',
    currentPassword: '',
    authCode: '',
  };
}
