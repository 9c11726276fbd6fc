// What other domains may call in lib/server/cash-orders: they import '@/lib/server/cash-orders', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { cashSellPaymentsJob, expireCashOrdersJob } from './jobs';
export { CODES_PER_UTC_DAY, cancelCashBuy, ownCashOrder, placeCashBuy, placeCashSell } from './customer-orders';
export { expireCashOrders } from './expiry';
export { REDEEMS_PER_UTC_DAY, redeemCode, reportBuyCash } from './machine-orders';
export { CODE_LIFETIME_HOURS, withdrawalCode } from './orders-core';
export { advanceVisitorSells, placeVisitorCashSell } from './visitor-orders';
