/** The cash orders' words (spec §4), shared by the server (the schema, the machine API) and the browser (the history). */

export const CASH_ORDER_SIDES = ['sell', 'buy'] as const;
export type CashOrderSide = (typeof CASH_ORDER_SIDES)[number];

export const CASH_ORDER_STATUSES = [
  'BUY_COMPLETED',
  'BUY_ERROR',
  'BUY_CANCELED',
  'BUY_IN_PROGRESS',
  'SELL_PAYMENT_REQUESTED',
  'SELL_PAYMENT_ARRIVING',
  'SELL_PAYMENT_ARRIVED',
  'SELL_WITHDRAWN',
  'SELL_ERROR',
] as const;
export type CashOrderStatus = (typeof CASH_ORDER_STATUSES)[number];

/** The orders whose code a machine may still use: a sell to redeem (paid from the account: ARRIVED at once), a buy awaiting cash. */
export const OPEN_SELL_STATUSES = ['SELL_PAYMENT_ARRIVING', 'SELL_PAYMENT_ARRIVED'] as const;
export const OPEN_CASH_ORDER_STATUSES = [...OPEN_SELL_STATUSES, 'BUY_IN_PROGRESS'] as const;

/** Why an order ended without cash: its code lapsed, the customer canceled it, or the buy would pass the ATM limits. */
export const CASH_ORDER_ERROR_REASONS = ['expired', 'canceled', 'limit'] as const;
export type CashOrderErrorReason = (typeof CASH_ORDER_ERROR_REASONS)[number];
