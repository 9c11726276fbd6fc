import 'server-only';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '@/lib/server/auth/accounts';
import type { CustomerRow } from '@/lib/server/auth/session';
import { db, schema } from '@/lib/server/db';
import { AppError } from '@/lib/server/http/errors';
import type { Translator } from '@/lib/server/i18n/translate';
import { toUserRecord } from '@/lib/server/users/record';
import { missingCorporateFields, type EditProfileValues } from '@/lib/validation/profile';

const { users } = schema;

const orNull = (value: string) => (value === '' ? null : value);

/**
 * /Editprofile's save. The phone is stored whole (country code and number), as sign-in by phone compares
 * it; the company fields only for corporate accounts, so a personal one cannot collect them.
 */
export async function updateProfile(user: CustomerRow, values: EditProfileValues, t: Translator) {
  const corporate = user.profileType === 'corporate';
  const missing = corporate ? missingCorporateFields(values) : [];
  if (missing.length > 0) {
    throw new AppError(422, 'validationFailed', { fieldErrors: Object.fromEntries(missing.map((field) => [field, t('validation.required')])) });
  }
  const phone = values.phone === '' ? null : `${values.countryCode}${values.phone}`;
  try {
    const [saved] = await db()
      .update(users)
      .set({
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        countryCode: phone && values.countryCode,
        phone,
        residenceCountry: orNull(values.residenceCountry),
        citizenship: orNull(values.citizenship),
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
    return toUserRecord(saved);
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
  };
}
