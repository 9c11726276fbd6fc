import { z } from 'zod';
import { FIAT_CURRENCIES } from '@/lib/money/currencies';
import { ALERT_DIRECTIONS } from '@/lib/terms/alerts';
import { priceField } from './amount-fields';

/** "Tell me when <asset> is above/below <price> <currency>", once or each time it crosses again. */
export const priceAlertSchema = z.object({
  asset: z.string({ error: 'alerts.errors.unknownCoin' }).regex(/^[A-Z0-9]{2,10}$/, { error: 'alerts.errors.unknownCoin' }),
  currency: z.enum(FIAT_CURRENCIES, { error: 'validation.invalid' }),
  direction: z.enum(ALERT_DIRECTIONS, { error: 'validation.invalid' }),
  price: priceField,
  repeat: z.boolean({ error: 'validation.invalid' }).default(false),
});
export type PriceAlertInput = z.input<typeof priceAlertSchema>;
export type PriceAlertValues = z.output<typeof priceAlertSchema>;
