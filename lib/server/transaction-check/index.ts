// What other domains and app/ may call in lib/server/transaction-check: they import '@/lib/server/transaction-check', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { findOrders } from './lookup';
