import { passwordField } from '@/lib/validation/common';

/** The levels of a password the rule accepts, weakest first: one bar each. */
export const STRENGTH_LEVELS = ['normal', 'medium', 'strong'] as const;
export type AcceptedStrength = (typeof STRENGTH_LEVELS)[number];
export type PasswordStrength = 'refused' | AcceptedStrength;

const CHARACTER_CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/];

/**
 * The meter of spec section 5. Length counts most (a long passphrase beats a short jumble); several kinds of
 * characters (lower case, upper case, digits, others: non-Latin letters count as others) count next; a
 * password that is one character repeated, or digits only, is never more than normal. A password the form's own rule
 * refuses is 'refused' whatever its mix, so the meter never praises one the form will not take.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (!passwordField.safeParse(password).success) return 'refused';
  const kinds = CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;
  const length = [...password].length;
  if (new Set(password).size <= 2 || /^\d*$/.test(password)) return 'normal';
  if ((length >= 12 && kinds >= 3) || (length >= 16 && kinds >= 2)) return 'strong';
  if ((length >= 10 && kinds >= 2) || (length >= 8 && kinds >= 3)) return 'medium';
  return 'normal';
}
