import { z } from 'zod';
import { cryptoAmountField } from './amount-fields';

/** A stake asked for: which product and how much of its asset. */
export const stakeSchema = z.object({
  product: z
    .number({ error: 'earning.validation.product' })
    .int({ error: 'earning.validation.product' })
    .positive({ error: 'earning.validation.product' }),
  amount: cryptoAmountField,
});
export type StakeInput = z.input<typeof stakeSchema>;
export type StakeValues = z.output<typeof stakeSchema>;
