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
