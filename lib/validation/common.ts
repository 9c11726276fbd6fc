import { z } from 'zod';

// In the browser zod would probe for eval (new Function) to compile its parsers, and the page's strict
// CSP reports that probe as a violation even though zod catches it; the plain parsers are fast enough.
if (typeof window !== 'undefined') z.config({ jitless: true });

/**
 * Schemas carry message keys (under `validation` in the message files) instead of texts, so one schema
 * serves the form, which translates the key in the browser, and the handler, which translates it with
 * the request's `lang`.
 */
export const requiredText = (max = 200, tooLong = 'validation.tooLong') =>
  z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max, { error: tooLong });

export const emailField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(254, { error: 'validation.tooLong' })
  .pipe(z.email({ error: 'validation.email' }))
  .transform((email) => email.toLowerCase());

/** International phone: optional +, 6 to 15 digits once spaces, dashes and brackets are gone. */
export const PHONE_PATTERN = /^\+?\d{6,15}$/;
export const normalizePhone = (value: string) => value.replace(/[\s().-]/g, '');

export const passwordField = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .min(8, { error: 'validation.passwordLength' })
  .max(128, { error: 'validation.passwordLength' });

/** A password being checked rather than chosen: no length rule but the upper bound (old ones may be short). */
export const currentPasswordField = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .max(128, { error: 'validation.passwordLength' });

/** An id in a path: plain decimal digits only ("1e3", "0x10" and " 7 " are not ids). */
const idOfAtMost = (max: number) =>
  z
    .string({ error: 'validation.invalidId' })
    .regex(/^[1-9]\d{0,15}$/, { error: 'validation.invalidId' })
    .transform(Number)
    .pipe(z.number().max(max, { error: 'validation.invalidId' }));

export const positiveId = idOfAtMost(Number.MAX_SAFE_INTEGER);
/** For ids stored in a 32-bit integer column: larger ones cannot exist, and PostgreSQL refuses them. */
export const positiveInt32Id = idOfAtMost(2_147_483_647);

/** A six-digit code as apps and messages show it ("123 456"): typed or pasted that way, it is still the code. */
export const sixDigitCodeField = (invalidKey: string) =>
  z
    .string({ error: 'validation.required' })
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: 'validation.required' })
        .regex(/^\d{6}$/, { error: invalidKey }),
    );
