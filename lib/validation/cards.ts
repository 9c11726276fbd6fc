import { z } from 'zod';
import { fiatAmountField } from './amount-fields';

/** Freeze, unfreeze (active) or close a card. */
export const cardStatusSchema = z.object({ status: z.enum(['active', 'frozen', 'closed'], { error: 'validation.required' }) });

/** A daily spending limit in euros; an empty limit removes it. */
export const cardLimitSchema = z.object({ dailyLimit: z.union([fiatAmountField, z.literal('').transform(() => null), z.null()]) });
export type CardLimitValues = z.input<typeof cardLimitSchema>;
