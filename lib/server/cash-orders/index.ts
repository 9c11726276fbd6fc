// What other domains may call in lib/server/cash-orders: they import '@/lib/server/cash-orders', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { cashSellPaymentsJob, expireCashOrdersJob } from './jobs';
export {
  CODES_PER_UTC_DAY,
  CODE_LIFETIME_HOURS,
  REDEEMS_PER_UTC_DAY,
  advanceVisitorSells,
  cancelCashBuy,
  expireCashOrders,
  ownCashOrder,
  placeCashBuy,
  placeCashSell,
  placeVisitorCashSell,
  redeemCode,
  reportBuyCash,
  withdrawalCode,
} from './orders-core';
