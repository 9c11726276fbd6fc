import { z } from 'zod';
import { FIAT_CURRENCIES } from '@/lib/money';
import { fiatAmountField } from './orders';

/** The customer another customer sends to: their e-mail, their phone (international) or an account number. */
const recipientField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(254, { error: 'transfers.validation.recipient' });

/** A transfer to another customer, in one of the fiat currencies. */
export const userTransferSchema = z.object({
  recipient: recipientField,
  currency: z.enum(FIAT_CURRENCIES, { error: 'payments.validation.currency' }),
  amount: fiatAmountField,
});
export type UserTransferInput = z.input<typeof userTransferSchema>;
export type UserTransferValues = z.output<typeof userTransferSchema>;

/** A header value Stripe would take as an idempotency key: 1–255 visible ASCII characters. */
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,255}$/);
