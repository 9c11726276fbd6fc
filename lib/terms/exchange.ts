/** The exchange's words, shared by the schema, the server and the order lists. */

/**
 * Why the exchange cancelled a resting order instead of filling it (the customer's own cancel and an expiry have none):
 * its pair is no longer listed, the market price was not above zero, or at that price the order's value was below the
 * pair's minimum order.
 */
export const ORDER_CANCEL_REASONS = ['pairNotListed', 'noPrice', 'minNotional'] as const;
export type OrderCancelReason = (typeof ORDER_CANCEL_REASONS)[number];
