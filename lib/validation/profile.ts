import { z } from 'zod';
import { oneTimeCodeField } from './forgot-two-factor';
import { isCountryCode } from '@/lib/countries';
import {
  currentPasswordField,
  emailField,
  hasNoLink,
  normalizePhone,
  optionalText,
  passwordField,
  positiveId,
  requiredText,
} from './common';

/** The e-mail notifications of spec section 3, as the settings form and its handler name them. */
// priceAlert is not of the spec's list: the e-mail a price alert sends (the bell notice comes regardless).
export const notificationKeys = [
  'transferReceived',
  'fundsAdded',
  'failedLogin',
  'internalMessage',
  'newsPublished',
  'priceAlert',
] as const;
export type NotificationKey = (typeof notificationKeys)[number];

/**
 * The security alerts among them: turned off only in Settings, signed in. Their e-mails carry no unsubscribe link, and
 * no link turns them off, so whoever holds a customer's mailbox or one of its links cannot silence them.
 */
export const securityAlertKeys = ['failedLogin'] as const satisfies readonly NotificationKey[];
/** The settings an e-mail's unsubscribe link may turn off. */
export type LinkOptOutKey = Exclude<NotificationKey, (typeof securityAlertKeys)[number]>;
export const linkOptOutKeys = notificationKeys.filter(
  (key): key is LinkOptOutKey => !(securityAlertKeys as readonly NotificationKey[]).includes(key),
);

const toggle = z.boolean({ error: 'validation.invalid' });
export const notificationSettingsSchema = z.strictObject(
  Object.fromEntries(notificationKeys.map((key) => [key, toggle])) as Record<NotificationKey, typeof toggle>,
  { error: 'validation.invalid' },
);
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * Letters and digits only: the code is printed into every e-mail we send, so nothing in it may read as
 * markup or as part of a link. An empty code removes it.
 */
export const ANTI_PHISHING_PATTERN = /^[A-Za-z0-9]{4,20}$/;
export const antiPhishingSchema = z.object({
  code: z
    .string({ error: 'validation.required' })
    .trim()
    .refine((code) => code === '' || ANTI_PHISHING_PATTERN.test(code), { error: 'validation.antiPhishing' }),
});
export type AntiPhishingInput = z.input<typeof antiPhishingSchema>;

/** Spec section 5: old, new and confirmation required, the confirmation equal to the new password. */
export const changePasswordSchema = z
  .object({
    oldPassword: currentPasswordField,
    newPassword: passwordField,
    confirmPassword: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
  })
  .refine((input) => input.newPassword === input.confirmPassword, { path: ['confirmPassword'], error: 'validation.passwordMismatch' })
  .refine((input) => input.newPassword !== input.oldPassword, { path: ['newPassword'], error: 'validation.passwordUnchanged' });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const sessionIdParams = z.object({ id: positiveId });

/** Angle brackets: names and the company are printed into e-mails and the legacy client, which may not escape them as React does. */
export const hasNoMarkup = (value: string) => !/[<>]/.test(value);

/** A first or last name: long enough for any real one, too short to carry a message. */
export const MAX_PERSON_NAME_LENGTH = 50;
/** A company's registered name. */
export const MAX_COMPANY_NAME_LENGTH = 200;

/**
 * A name another customer may read: a sender's name is in the recipient's "transfer received" e-mail, under the
 * recipient's anti-phishing code. So beside markup and control characters it refuses links ("Kryptomat Security:
 * unlock at https://…" is no name).
 */
export const nameField = (max: number) =>
  requiredText(max).refine(hasNoMarkup, { error: 'validation.noMarkup' }).refine(hasNoLink, { error: 'validation.noLinks' });
/** The same rules for the company name of a profile, which is empty for a personal one. */
const optionalNameField = (max: number) =>
  optionalText(max).refine(hasNoMarkup, { error: 'validation.noMarkup' }).refine(hasNoLink, { error: 'validation.noLinks' });
const optionalPlainText = (max: number) => optionalText(max).refine(hasNoMarkup, { error: 'validation.noMarkup' });
/** ISO 3166-1 alpha-2, or empty when not given. */
const countryField = z
  .string({ error: 'validation.invalid' })
  .trim()
  .refine((value) => value === '' || isCountryCode(value), { error: 'validation.country' });
/** ISO 3166-1 alpha-2, which must be given. */
export const requiredCountryField = countryField.refine((value) => value !== '', { error: 'validation.required' });

/** Spec section 5: country code and phone together have at most 12 digits. */
export const MAX_PHONE_DIGITS = 12;
export const COUNTRY_CODE_PATTERN = /^\+\d{1,4}$/;

export const editProfileSchema = z
  .object({
    firstName: nameField(MAX_PERSON_NAME_LENGTH),
    lastName: nameField(MAX_PERSON_NAME_LENGTH),
    email: emailField,
    countryCode: z.string({ error: 'validation.invalid' }).trim(),
    phone: z.string({ error: 'validation.invalid' }).transform(normalizePhone),
    residenceCountry: countryField,
    citizenship: countryField,
    companyName: optionalNameField(MAX_COMPANY_NAME_LENGTH),
    companyIdNumber: optionalPlainText(50),
    vatId: optionalPlainText(50),
    companyAddress: optionalPlainText(300),
    /** Re-authentication for a new e-mail or phone: the password, or with 2FA on the authenticator code. */
    currentPassword: z.string({ error: 'validation.invalid' }).max(200).optional().default(''),
    // The authenticator's six digits or a recovery code ("ABCDE-12345").
    authCode: z.string({ error: 'validation.invalid' }).trim().max(20).optional().default(''),
  })
  .superRefine((input, ctx) => {
    // Both empty removes the phone; one without the other is a half-entered number.
    if (input.countryCode === '' && input.phone === '') return;
    const codeValid = COUNTRY_CODE_PATTERN.test(input.countryCode);
    if (!codeValid) ctx.addIssue({ code: 'custom', path: ['countryCode'], message: 'validation.countryCode' });
    if (!/^\d+$/.test(input.phone)) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.phoneDigits' });
    // The total is only meaningful once the country code itself is right.
    else if (codeValid && input.countryCode.length - 1 + input.phone.length > MAX_PHONE_DIGITS) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.phoneLength' });
    }
  });
export type EditProfileInput = z.input<typeof editProfileSchema>;
export type EditProfileValues = z.output<typeof editProfileSchema>;

export const CORPORATE_FIELDS = ['companyName', 'companyIdNumber', 'vatId', 'companyAddress'] as const;
type CorporateField = (typeof CORPORATE_FIELDS)[number];

/**
 * Spec section 5: a corporate account needs all four company fields. The profile type is not edited here,
 * so the handler applies this to the stored type and the form to the type it shows.
 */
export function missingCorporateFields(values: Pick<EditProfileValues, CorporateField>): CorporateField[] {
  return CORPORATE_FIELDS.filter((field) => values[field] === '');
}

export const editProfileSchemaFor = (profileType: 'personal' | 'corporate') =>
  editProfileSchema.superRefine((values, ctx) => {
    if (profileType !== 'corporate') return;
    for (const field of missingCorporateFields(values)) ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
  });

/** The code that confirms a new e-mail or phone asked for in /Editprofile. */
export const confirmContactSchema = z.object({
  channel: z.enum(['email', 'phone'], { error: 'validation.invalid' }),
  code: oneTimeCodeField,
});
