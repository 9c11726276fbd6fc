import { z } from 'zod';
import { FIAT_CURRENCIES } from '@/lib/money';
import { positiveId, requiredText } from './common';
import { bicMatchesIban, electronicFormat, isBic, isIban } from './iban';
import { fiatAmountField } from './amount-fields';

/** A bank identifier as typed or pasted, checked in its electronic form (no spaces, upper case) by ibantools. */
const bankIdentifier = (max: number, invalid: string, isValid: (value: string) => boolean) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: invalid })
    .transform(electronicFormat)
    .refine(isValid, { error: invalid });

export const ibanField = bankIdentifier(64, 'bank.validation.iban', isIban);
export const bicField = bankIdentifier(16, 'bank.validation.bic', isBic);

/**
 * SEPA carries 70 characters of the beneficiary's name; < and > never belong in one, nor control characters (the
 * operator's terminal prints it). Links are not refused: the name must be the bank account's holder as the bank has
 * it, and no other customer reads it.
 */
const beneficiaryNameField = requiredText(70).refine((name) => !/[<>]/.test(name), { error: 'bank.validation.name' });

/** A bank account the customer pays out to; the currency is the one paid out to it. The BIC is of a bank in the IBAN's country. */
export const beneficiarySchema = z
  .object({
    name: beneficiaryNameField,
    iban: ibanField,
    bic: bicField,
    currency: z.enum(FIAT_CURRENCIES, { error: 'payments.validation.currency' }),
  })
  .refine((account) => bicMatchesIban(account.iban, account.bic), { path: ['bic'], error: 'bank.validation.bicCountry' });
export type BeneficiaryInput = z.input<typeof beneficiarySchema>;
export type BeneficiaryValues = z.output<typeof beneficiarySchema>;

/** A payout: to which saved beneficiary (its currency is the payout's) and how much. */
export const payoutSchema = z.object({
  beneficiary: z.union([z.number().int().positive(), positiveId], { error: 'bank.validation.beneficiary' }),
  amount: fiatAmountField,
});
export type PayoutInput = z.input<typeof payoutSchema>;
export type PayoutValues = z.output<typeof payoutSchema>;
