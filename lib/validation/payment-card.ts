import { z } from 'zod';

/** Luhn (ISO/IEC 7812): every second digit from the right doubled; the sum must end in 0. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

const EXPIRY = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/;

/** "MM/YY" (or MM/YYYY) as month and full year; undefined when it is not a real month. */
export function parseCardExpiry(value: string): { month: number; year: number } | undefined {
  const match = EXPIRY.exec(value.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

/** A card is valid through the last day of its expiry month; compared in UTC so server and browser agree. */
export function isExpired(expiry: { month: number; year: number }, now = new Date()): boolean {
  return expiry.year * 12 + expiry.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/**
 * The card fields of every form that pays by card. The number reaches the server only to be handed to the
 * payment provider: it is never stored (the last four digits are) and never logged.
 */
export const cardFields = {
  cardNumber: z
    .string({ error: 'validation.required' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: 'validation.required' })
        .regex(/^\d{12,19}$/, { error: 'payments.validation.cardNumber' })
        .refine(passesLuhn, { error: 'payments.validation.cardNumber' }),
    ),
  cardExpiry: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .refine((value) => parseCardExpiry(value) !== undefined, { error: 'payments.validation.cardExpiry' })
    .refine(
      (value) => {
        const expiry = parseCardExpiry(value);
        return !expiry || !isExpired(expiry);
      },
      { error: 'payments.validation.cardExpired' },
    ),
  cardCvc: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .regex(/^\d{3}$/, { error: 'payments.validation.cardCvc' }),
};
