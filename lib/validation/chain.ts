import { z } from 'zod';
import { positiveId, requiredText } from './common';
import { cryptoAmountField } from './amount-fields';
import { oneTimeCodeField } from './forgot-two-factor';

/** The address is checked for the coin's network on the server (the network is the node's setting). */
const addressField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(120, { error: 'chain.errors.addressInvalid' });

export const withdrawalLabelSchema = z.object({ label: requiredText(40) });

/** A new withdrawal address with the authenticator's (or the e-mailed) code. */
export const withdrawalAddressSchema = withdrawalLabelSchema.extend({
  asset: z.string().trim().toUpperCase().min(2).max(10),
  address: addressField,
  code: oneTimeCodeField,
});
export type WithdrawalAddressValues = z.output<typeof withdrawalAddressSchema>;

/** A withdrawal: to which saved address (its coin is the withdrawal's) and how much. */
export const withdrawalSchema = z.object({
  address: z.union([z.number().int().positive(), positiveId], { error: 'chain.errors.addressNotFound' }),
  amount: cryptoAmountField,
});

/** The cancel link's token, as the e-mail carries it (its shape is checked where it is looked up). */
export const withdrawalAddressCancelSchema = z.object({ token: z.string().trim().min(1).max(100) });
export type WithdrawalInput = z.input<typeof withdrawalSchema>;
export type WithdrawalLabelInput = z.input<typeof withdrawalLabelSchema>;
