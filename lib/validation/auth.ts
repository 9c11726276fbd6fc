import { z } from 'zod';
import { isTimeZone } from '@/lib/i18n/date-format';
import { planTypes } from '@/lib/terms/plans';
import { dialCodeOf } from '@/lib/dial-codes';
import { CONTACT_STEPS } from '@/lib/session/sign-in-steps';
import { currentPasswordField, emailField, normalizePhone, passwordField, PHONE_PATTERN, requiredText } from './common';
import { oneTimeCodeField } from './forgot-two-factor';
import { hasNoMarkup, MAX_COMPANY_NAME_LENGTH, MAX_PERSON_NAME_LENGTH, MAX_PHONE_DIGITS, nameField, requiredCountryField } from './profile';

export const profileTypes = ['personal', 'corporate'] as const;

/**
 * The browser's own time zone, sent with sign-up and sign-in so dates are written in it everywhere (e-mails too). A zone
 * this server does not know is dropped rather than refused: the customer cannot correct a field they never see.
 */
const browserTimeZoneField = z
  .string()
  .max(64)
  .optional()
  .transform((zone) => (zone && isTimeZone(zone) ? zone : undefined));
/** Sign-in takes an e-mail address or a phone number in one field. */
export const loginSchema = z.object({
  login: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(254, { error: 'validation.tooLong' })
    .refine((value) => (value.includes('@') ? z.email().safeParse(value).success : PHONE_PATTERN.test(normalizePhone(value))), {
      error: 'validation.emailOrPhone',
    }),
  password: currentPasswordField,
});
export type LoginInput = z.infer<typeof loginSchema>;
/** What the sign-in call sends: the form's fields and the browser's zone. */
export const loginRequestSchema = loginSchema.extend({ timeZone: browserTimeZoneField });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Fewer digits than this, country code included, is no phone number anywhere (Niue's are the shortest, 7). */
const MIN_PHONE_DIGITS = 7;

/** The number without its country code: digits only (spaces and dashes as typed are dropped), no trunk 0. */
const nationalPhoneField = z
  .string({ error: 'validation.required' })
  .transform(normalizePhone)
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.required' })
      .regex(/^\d+$/, { error: 'validation.phoneDigits' })
      .regex(/^[1-9]/, { error: 'registration.validation.phoneLeadingZero' }),
  );

/** The phone as registration asks for it: the country (its dialling code) picked, the national number typed. */
const phoneFields = {
  phoneCountry: z
    .string({ error: 'validation.required' })
    .refine((country) => dialCodeOf(country) !== undefined, { error: 'registration.validation.phoneCountry' }),
  phone: nationalPhoneField,
};

/**
 * Spec section 5: at most 12 digits with the country code. Runs even when other fields failed, so `input` may
 * hold anything; the total is only meaningful once the country and the number are each right.
 */
function checkPhoneLength(input: { phoneCountry?: unknown; phone?: unknown }, issue: (path: string, message: string) => void) {
  const dialCode = typeof input.phoneCountry === 'string' ? dialCodeOf(input.phoneCountry) : undefined;
  if (dialCode && typeof input.phone === 'string' && /^[1-9]\d*$/.test(input.phone)) {
    const digits = dialCode.length - 1 + input.phone.length;
    if (digits > MAX_PHONE_DIGITS) issue('phone', 'validation.phoneLength');
    else if (digits < MIN_PHONE_DIGITS) issue('phone', 'validation.phone');
  }
}

/** What the account stores: the dialling code, and the phone whole ("+" and digits) as sign-in compares it. */
function wholePhone(phoneCountry: string, phone: string) {
  const countryCode = dialCodeOf(phoneCountry) ?? '';
  return { countryCode, phone: `${countryCode}${phone}` };
}

/** Company register numbers and VAT IDs: letters and digits, with the spaces, dots, dashes and slashes they are printed with. */
const companyCodeField = requiredText(50).regex(/^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u, { error: 'registration.validation.companyCode' });

/** Spec section 5: a corporate registration needs all four; a personal one ignores them. */
const companyFields = {
  companyName: nameField(MAX_COMPANY_NAME_LENGTH),
  companyIdNumber: companyCodeField,
  vatId: companyCodeField,
  companyAddress: requiredText(300).refine(hasNoMarkup, { error: 'validation.noMarkup' }),
};
type CompanyField = keyof typeof companyFields;
const COMPANY_FIELDS = Object.keys(companyFields) as CompanyField[];
const unvalidatedCompanyField = z.string({ error: 'validation.invalid' }).optional();

/**
 * Spec section 5, every rule: profile type, names, e-mail, country and phone (at most 12 digits together),
 * the company for corporate accounts, password and its confirmation, the terms. The form and the handler
 * parse the same input; the output is what the account stores: the phone whole, "+" and digits, as sign-in
 * compares it, and the company only for corporate accounts.
 */
export const registerSchema = z
  .object({
    profileType: z.enum(profileTypes, { error: 'validation.profileType' }),
    firstName: nameField(MAX_PERSON_NAME_LENGTH),
    lastName: nameField(MAX_PERSON_NAME_LENGTH),
    email: emailField,
    ...phoneFields,
    companyName: unvalidatedCompanyField,
    companyIdNumber: unvalidatedCompanyField,
    vatId: unvalidatedCompanyField,
    companyAddress: unvalidatedCompanyField,
    password: passwordField,
    confirmPassword: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
    terms: z.boolean({ error: 'registration.validation.terms' }).refine((accepted) => accepted, { error: 'registration.validation.terms' }),
    plan: z.enum(planTypes, { error: 'validation.plan' }).default('basic'),
    timeZone: browserTimeZoneField,
  })
  .superRefine(
    (input, ctx) => {
      // Runs even when other fields failed, so every mistake shows at once: fields may hold anything here.
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (typeof input.confirmPassword === 'string' && input.confirmPassword !== '' && input.confirmPassword !== input.password) {
        issue('confirmPassword', 'validation.passwordMismatch');
      }
      checkPhoneLength(input, issue);
      if (input.profileType !== 'corporate') return;
      for (const field of COMPANY_FIELDS) {
        const result = companyFields[field].safeParse(input[field] ?? '');
        if (!result.success) issue(field, result.error.issues[0]?.message ?? 'validation.invalid');
      }
    },
    { when: () => true },
  )
  .transform(
    ({
      phoneCountry,
      phone,
      confirmPassword: _confirmed,
      terms: _accepted,
      companyName,
      companyIdNumber,
      vatId,
      companyAddress,
      ...account
    }) => {
      const company = { companyName, companyIdNumber, vatId, companyAddress };
      return {
        ...account,
        ...wholePhone(phoneCountry, phone),
        company:
          account.profileType === 'corporate'
            ? (Object.fromEntries(COMPANY_FIELDS.map((field) => [field, companyFields[field].parse(company[field])])) as Record<
                CompanyField,
                string
              >)
            : null,
      };
    },
  );
export type RegisterInput = z.input<typeof registerSchema>;

/**
 * /userinfo: what an account opened by a social sign-in still lacks (its provider gave only an e-mail). Names and
 * phone by registration's rules, and the country of residence, which the profile keeps.
 */
export const userInfoSchema = z
  .object({
    firstName: nameField(MAX_PERSON_NAME_LENGTH),
    lastName: nameField(MAX_PERSON_NAME_LENGTH),
    ...phoneFields,
    residenceCountry: requiredCountryField,
  })
  .superRefine((input, ctx) => checkPhoneLength(input, (path, message) => ctx.addIssue({ code: 'custom', path: [path], message })), {
    when: () => true,
  })
  .transform(({ phoneCountry, phone, ...details }) => ({ ...details, ...wholePhone(phoneCountry, phone) }));
export type UserInfoInput = z.input<typeof userInfoSchema>;
export type UserInfoValues = z.output<typeof userInfoSchema>;
export type RegisterValues = z.output<typeof registerSchema>;

/** The e-mail or mobile step of registration, as its URL segment names it. */
export const contactStepParams = z.object({ step: z.enum(CONTACT_STEPS, { error: 'validation.invalid' }) });

export const contactCodeSchema = z.object({ code: oneTimeCodeField });
export type ContactCodeInput = z.input<typeof contactCodeSchema>;
