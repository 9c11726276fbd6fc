import { z } from 'zod';
import { emailField, normalizePhone, sixDigitCodeField } from './common';

/** Spec section 9: a phone number has at most 12 digits, the country code's included. */
export const MAX_PHONE_DIGITS = 12;

/** "+420", "420" and "00420" are the same country code; it is kept as "+420", the way accounts store it. */
const countryCodeField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .transform((value) => value.replace(/^(\+|00)/, ''))
  .pipe(z.string().regex(/^[1-9]\d{0,3}$/, { error: 'validation.countryCode' }))
  .transform((digits) => `+${digits}`);

const phoneField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .transform(normalizePhone)
  .pipe(z.string().regex(/^\d{4,}$/, { error: 'validation.phone' }));

/** The one-time code of an SMS or e-mail. */
export const oneTimeCodeField = sixDigitCodeField('validation.oneTimeCode');

const contactFields = { countryCode: countryCodeField, phone: phoneField, email: emailField };

const phoneFits = <S extends z.ZodType<{ countryCode: string; phone: string }>>(schema: S) =>
  schema.refine((input) => input.countryCode.length - 1 + input.phone.length <= MAX_PHONE_DIGITS, {
    path: ['phone'],
    error: 'validation.phoneLength',
  });

/** Step 1 of /forgetgoogleauthenticator: the account's phone and e-mail, both required (spec section 5). */
export const forgotTwoFactorSendSchema = phoneFits(z.object(contactFields));
export type ForgotTwoFactorSendInput = z.input<typeof forgotTwoFactorSendSchema>;
export type ForgotTwoFactorContact = z.output<typeof forgotTwoFactorSendSchema>;

/** Step 2 as the form has it: the code only (the contact comes from step 1). */
export const forgotTwoFactorCodeSchema = z.object({ code: oneTimeCodeField });
export type ForgotTwoFactorCodeInput = z.input<typeof forgotTwoFactorCodeSchema>;

/** The reset call: the contact of step 1 and the code of the SMS. */
export const forgotTwoFactorResetSchema = phoneFits(z.object({ ...contactFields, code: oneTimeCodeField }));
