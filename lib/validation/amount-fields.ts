import { z } from 'zod';
import { CRYPTO_AMOUNT_PATTERN, FIAT_AMOUNT_PATTERN, PRICE_PATTERN, readDecimalInput } from './decimal-input';

/** Visitors in cs/de/hu type a decimal comma; the amount is kept with a point. */
const decimalInput = (pattern: RegExp, error: string) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(40, { error: 'validation.tooLong' })
    .transform((value) => value.replace(',', '.'))
    .pipe(z.string().refine((value) => readDecimalInput(value, pattern) !== undefined, { error }));

export const cryptoAmountField = decimalInput(CRYPTO_AMOUNT_PATTERN, 'payments.validation.amount');
export const fiatAmountField = decimalInput(FIAT_AMOUNT_PATTERN, 'payments.validation.fiatAmount');
export const priceField = decimalInput(PRICE_PATTERN, 'alerts.errors.price');
