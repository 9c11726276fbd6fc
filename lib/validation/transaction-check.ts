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
