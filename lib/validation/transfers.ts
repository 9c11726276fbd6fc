import { z } from 'zod';
import { FIAT_CURRENCIES } from '@/lib/money';
import { cryptoAmountField, fiatAmountField } from './amount-fields';

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
  /** The signed quote of the confirmation screen: the fee it showed is the fee charged (without one: today's). */
  quote: z.string().max(4000).optional(),
});
export type UserTransferInput = z.input<typeof userTransferSchema>;
export type UserTransferValues = z.output<typeof userTransferSchema>;

/** A header value Stripe would take as an idempotency key: 1–255 visible ASCII characters. */
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,255}$/);

/** One of the customer's own accounts as the form names it: asset and kind, e.g. "EUR:available", "EUR:cash". */
export const OWN_ACCOUNT_KEY = /^([A-Z0-9]{2,10}):(available|cash|card)$/;
const ownAccountField = z
  .string({ error: 'ownTransfers.validation.account' })
  .regex(OWN_ACCOUNT_KEY, { error: 'ownTransfers.validation.account' });

/** A transfer between two of the customer's own accounts, in the source account's asset. */
export const ownTransferQuoteSchema = z
  .object({ from: ownAccountField, to: ownAccountField, amount: cryptoAmountField })
  .refine((value) => value.from !== value.to, { path: ['to'], error: 'ownTransfers.validation.sameAccount' });
export type OwnTransferQuoteInput = z.input<typeof ownTransferQuoteSchema>;
export type OwnTransferQuoteValues = z.output<typeof ownTransferQuoteSchema>;

/** Confirming a quote: it is spent once. */
export const ownTransferSchema = z.object({ quote: z.uuid({ error: 'ownTransfers.errors.quoteNotFound' }) });
