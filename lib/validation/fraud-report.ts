import { z } from 'zod';
import { emailField, multilineText, normalizePhone, PHONE_PATTERN, requiredText } from './common';
import { FRAUD_CATEGORIES, MAX_DESCRIPTION_LENGTH, MIN_DESCRIPTION_LENGTH } from './fraud-report-options';
import { MAX_LOOKUP_LENGTH, ORDER_LOOKUP_PATTERN } from './transaction-check';

/** /Report-Fraud: who reports, how to reach them, what happened. */
export const fraudReportSchema = z.object({
  // Angle brackets refused as in every name field: staff tools may not escape them as React does.
  name: requiredText(100).refine((value) => !/[<>]/.test(value), { error: 'validation.noMarkup' }),
  email: emailField,
  phone: z
    .string({ error: 'validation.invalid' })
    .max(30, { error: 'validation.tooLong' })
    .transform(normalizePhone)
    .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), { error: 'validation.phone' })
    .optional(),
  category: z.enum(FRAUD_CATEGORIES, { error: 'fraud.categoryRequired' }),
  transactionReference: z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(MAX_LOOKUP_LENGTH, { error: 'validation.tooLong' })
    .refine((reference) => reference === '' || ORDER_LOOKUP_PATTERN.test(reference), { error: 'txCheck.invalidQuery' })
    .optional(),
  description: multilineText(MAX_DESCRIPTION_LENGTH).min(MIN_DESCRIPTION_LENGTH, { error: 'fraud.descriptionTooShort' }),
});
export type FraudReportInput = z.input<typeof fraudReportSchema>;
export type FraudReport = z.output<typeof fraudReportSchema>;
