// What other domains may call in lib/server/swap: they import '@/lib/server/swap', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { coinOptions } from './page';
export { checkedSwapOrders, createSwapOrder, quoteSwap } from './swap';
