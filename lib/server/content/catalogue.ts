import 'server-only';
import { formatFiatMinor } from '@/lib/money';
import type { PlanType } from '@/lib/terms/plans';

/** Monthly price of each plan in euro cents (spec section 9). */
export const PLAN_PRICES: Record<PlanType, number> = { basic: 0, advanced: 999, pro: 2999 };

/**
 * The plan comparison of spec section 6, one row per feature. A `text` row says per plan what the plan
 * gives (its texts are in the messages); an `included` row is a yes/no per plan.
 */
export const PLAN_FEATURES: readonly { id: string; included?: Record<PlanType, boolean> }[] = [
  { id: 'fees' },
  { id: 'accounts' },
  { id: 'cryptocurrencies' },
  { id: 'dashboard', included: { basic: false, advanced: true, pro: true } },
  { id: 'statements', included: { basic: false, advanced: true, pro: true } },
  { id: 'taxResults', included: { basic: false, advanced: false, pro: true } },
  { id: 'support' },
  { id: 'vipTrading', included: { basic: false, advanced: false, pro: true } },
];

/** The merchandise on sale and its price in euro cents, VAT included. */
export const MERCH_ITEMS: readonly { id: string; price: number }[] = [
  { id: 'tshirt', price: 2490 },
  { id: 'hoodie', price: 4990 },
  { id: 'cap', price: 1990 },
  { id: 'mug', price: 1290 },
  { id: 'stickers', price: 490 },
  { id: 'seedPlate', price: 3490 },
];

/** When each legal text last changed; a new version of a text changes its date here. */
export const LEGAL_UPDATED = { terms: '2026-11-01', privacy: '2026-11-01' } as const;

/** A euro amount in cents, written for the visitor's language. */
export const formatEuro = (cents: number, locale: string) => formatFiatMinor(cents, 'EUR', locale);
