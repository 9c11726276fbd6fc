import { z } from 'zod';

// In the browser zod would probe for eval (new Function) to compile its parsers, and the page's strict
// CSP reports that probe as a violation even though zod catches it; the plain parsers are fast enough.
if (typeof window !== 'undefined') z.config({ jitless: true });

/**
 * Characters no text a customer writes may hold. The control characters (Unicode category Cc: C0, DEL and C1) are
 * obeyed by a terminal: a beneficiary's name with ESC[67G moved the cursor of the operator's `npm run ops -- payouts`
 * and made 1 EUR read 9001 EUR. The bidirectional overrides, isolates and marks (U+202A–U+202E, U+2066–U+2069,
 * U+200E, U+200F, U+061C) reorder what is shown around them. None belongs in a name, a subject or a message.
 */
export const CONTROL_CHARACTERS = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/** The same, but for text of several lines: its line breaks (\n, or \r\n as form posts send them) and tabs stay. */
export const CONTROL_CHARACTERS_BUT_LINES = /(?![\t\n]|\r\n)[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

export const hasNoControlCharacters = (value: string) => !CONTROL_CHARACTERS.test(value);
const linesHaveNoControlCharacters = (value: string) => !CONTROL_CHARACTERS_BUT_LINES.test(value);

/**
 * Text the customer writes, trimmed and at most `max` characters, without control characters or bidirectional
 * controls; `lines` keeps line breaks and tabs. Schemas carry message keys (under `validation` in the message files)
 * instead of texts, so one schema serves the form, which translates the key in the browser, and the handler, which
 * translates it with the request's `lang`.
 */
function customerText(max: number, tooLong: string, { required, lines }: { required: boolean; lines: boolean }) {
  const trimmed = z.string({ error: required ? 'validation.required' : 'validation.invalid' }).trim();
  return (required ? trimmed.min(1, { error: 'validation.required' }) : trimmed)
    .max(max, { error: tooLong })
    .refine(lines ? linesHaveNoControlCharacters : hasNoControlCharacters, { error: 'validation.controlCharacters' });
}

/** One required line (a name, a subject): a line break is a control character here. */
export const requiredText = (max = 200, tooLong = 'validation.tooLong') => customerText(max, tooLong, { required: true, lines: false });

/** One line that may stay empty (a company field of a personal profile). */
export const optionalText = (max = 200, tooLong = 'validation.tooLong') => customerText(max, tooLong, { required: false, lines: false });

/** A required body of several lines (a message, a ticket post, a description). */
export const multilineText = (max = 5000, tooLong = 'validation.tooLong') => customerText(max, tooLong, { required: true, lines: true });

/**
 * Something a mail program would show as a link: a scheme (`https://`), `www.`, a host name (`example.com`,
 * `evil.example/login`, `пример.рф`) or an IPv4 address. A dot between single letters or before a space is no host:
 * "J. Novák", "Novák s.r.o." and "Horváth a.s." are names.
 */
const LINK_PATTERNS = [/:\/\//, /\bwww\./i, /[\p{L}\p{N}-]{2,}\.\p{L}{2}/u, /\d{1,3}(\.\d{1,3}){3}/];
export const hasNoLink = (value: string) => !LINK_PATTERNS.some((pattern) => pattern.test(value));

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
