// What other domains may call in lib/server/accounts: they import '@/lib/server/accounts', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { displayCurrency } from './page';
export { portfolioOf } from './portfolio';
