import { z } from 'zod';
import { requiredText } from './common';

/**
 * What a wallet address, a transaction hash or an order reference can contain: letters, digits and the
 * separators some formats use (bitcoincash:…, SW-…). Anything else cannot match an order.
 */
export const ORDER_LOOKUP_PATTERN = /^[A-Za-z0-9:_-]+$/;
export const MAX_LOOKUP_LENGTH = 128;

/** Spec section 5: "Transaction check: wallet address or hash/ID required". */
export const transactionCheckSchema = z.object({
  query: requiredText(MAX_LOOKUP_LENGTH).regex(ORDER_LOOKUP_PATTERN, { error: 'txCheck.invalidQuery' }),
});
export type TransactionCheckInput = z.input<typeof transactionCheckSchema>;

/** Statuses of spec section 4 an order can show: swaps (display statuses) and card purchases (buy statuses). */
export type CheckedOrderStatus =
  'Init' | 'Pending' | 'Process' | 'Success' | 'Failed' | 'BUY_IN_PROGRESS' | 'BUY_COMPLETED' | 'BUY_ERROR' | 'BUY_CANCELED';

/**
 * An order as the public check answers it: what it is, when, the amounts (decimal strings) and the spec's
 * status name. Nothing that identifies the customer, and no reference: anyone may type an address, and a reference
 * names the order to its pages.
 */
export interface CheckedOrder {
  kind: 'swap' | 'card';
  createdAt: string;
  sends: { amount: string; currency: string };
  receives: { amount: string; currency: string };
  status: CheckedOrderStatus;
}
