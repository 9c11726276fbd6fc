// What other domains may call in lib/server/card-orders: they import '@/lib/server/card-orders', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { checkedCardOrders, placeCardOrder, quoteCardOrder } from './card-orders';
export { completeChallenge } from './challenge';
