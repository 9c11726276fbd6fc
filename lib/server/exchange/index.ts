// What other domains may call in lib/server/exchange: they import '@/lib/server/exchange', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { createDcaOrder, deleteDcaOrder, listDcaOrders, runDueDcaOrders, setDcaActive } from './dca';
export { dcaRunJob, matchOrdersJob, matchOrdersOnNewPrices } from './jobs';
export { matchOrders } from './matcher';
export type { MatchSummary } from './matcher';
export { exchangeCommands } from './ops';
export { buyForAmount, cancelOrder, confirmMarketOrder, placeOrder, quoteMarketOrder } from './orders';
export { nextSlot } from './schedule';
export { PAIRS } from './pairs';
export type { Pair } from './pairs';
